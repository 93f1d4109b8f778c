"use client";

import { BellRing, Megaphone, Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { DateText, DateTimeText } from "@/components/ui/formatted";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/components/ui/use-format";
import { useNow } from "@/components/ui/use-now";
import { daysSince } from "@/lib/rent-roll/arrears-shape";
import type { FollowUpEntry } from "@/lib/rent-roll/follow-up-schemas";
import { NOTICE_KIND } from "@/lib/rent-roll/follow-up-shape";
import { useFollowUps } from "@/lib/rent-roll/queries";
import { todayInRiyadh } from "@/lib/rental/dates";

// The form (react-hook-form, the date picker's field) loads when it is first opened, not with
// the contract's page.
const NoticeDialog = dynamic(() => import("./notice-dialog").then((m) => m.NoticeDialog));

type Props = {
  contractId: number;
  /** The notice deadline (YYYY-MM-DD), or null. */
  deadline: string | null;
  /** Managers and admins, on a contract still running: the Notice given button. */
  canGiveNotice: boolean;
  /** After a notice is recorded (the page reads the register's lists again). */
  onNoticeRecorded: () => void;
};

/**
 * A contract's "Follow-up" card: the reminders and notices recorded on it, newest first, each
 * with who recorded it, when (both calendars, and how long ago) and how.
 */
export function FollowUpCard({ contractId, deadline, canGiveNotice, onNoticeRecorded }: Props) {
  const t = useTranslations("contracts.followUp");
  const format = useFormat();
  const query = useFollowUps(contractId);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const entries = query.data?.data;

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader row>
        <div className="space-y-1.5">
          <CardTitle id={titleId}>{t("title")}</CardTitle>
          <CardDescription>{t("description")}</CardDescription>
        </div>
        {canGiveNotice ? (
          <Button onClick={() => setOpen(true)} className="print:hidden">
            <Plus aria-hidden />
            {t("give")}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {query.isPending ? <Skeleton className="h-24 w-full" /> : null}
        {query.isError ? <QueryError query={query} /> : null}
        {entries && entries.length === 0 ? (
          <EmptyState compact title={t("empty")} description={t("emptyHint")} />
        ) : null}
        {entries && entries.length > 0 ? (
          <ol
            aria-label={t("list", { id: format.digits(contractId) })}
            className="divide-y divide-border"
          >
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
        ) : null}
      </CardContent>
      {open ? (
        <NoticeDialog
          contractId={contractId}
          deadline={deadline}
          onRecorded={onNoticeRecorded}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Card>
  );
}

function Entry({ entry }: { entry: FollowUpEntry }) {
  const t = useTranslations("contracts.followUp");
  const format = useFormat();
  // How long ago, once the browser's clock is known (the server's HTML shows the time alone).
  const now = useNow();
  const notice = entry.kind === NOTICE_KIND;
  const Icon = notice ? Megaphone : BellRing;
  const method =
    entry.method && t.has(`methods.${entry.method}`) ? t(`methods.${entry.method}`) : entry.method;
  const days = now ? daysSince(entry.at, todayInRiyadh(now)) : null;
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-fg" />
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-medium">
          {notice
            ? t.rich("notice", {
                recipient: entry.recipient ?? "",
                method: method ?? "",
                day: () => <DateText value={entry.given_on} />,
              })
            : t("reminder", {
                method: method ?? t("methods.whatsapp"),
                amount: format.amount((entry.amount ?? 0) / 100),
              })}
        </p>
        {entry.note ? (
          <p dir="auto" className="break-words whitespace-pre-line text-muted-fg">
            {entry.note}
          </p>
        ) : null}
        <p className="flex flex-wrap gap-x-2 text-muted-fg">
          <span>{t("by", { name: entry.by_name ?? t("unknownUser") })}</span>
          <DateTimeText value={entry.at} />
          {days === null ? null : <span>{t("ago", { days, shown: format.number(days) })}</span>}
        </p>
      </div>
    </li>
  );
}
