"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";

import { describeAgent } from "./describe-agent";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Ltr } from "@/components/ui/ltr";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { useFormat } from "@/components/ui/use-format";
import { useNow } from "@/components/ui/use-now";
import { useEndOtherSessions, useEndSession, useOwnSessions } from "@/lib/account/queries";

/** One's own signed-in browsers: which, from where, when last used; end one or all others. */
export function SessionList() {
  const t = useTranslations("account.sessions");
  const format = useFormatter();
  const { dateTime } = useFormat();
  const now = useNow();
  const sessions = useOwnSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);

  if (sessions.isPending) return <Skeleton className="h-24 w-full" />;
  if (sessions.isError) return <QueryError query={sessions} />;
  const rows = sessions.data.data;
  const others = rows.filter((s) => !s.current).length;

  const end = async (id: string) => {
    try {
      await endOne.mutateAsync(id);
      toast.success(t("ended"));
    } catch {
      toast.error(t("failed"));
    }
  };

  return (
    <div className="grid gap-4">
      <ul
        className="divide-y divide-border rounded-md border border-border"
        aria-label={t("listLabel")}
      >
        {rows.map((s) => {
          const agent = describeAgent(s.userAgent);
          const { system } = agent;
          const browser = agent.script ? t("script") : agent.browser;
          // Browser and system names are product names: data, kept apart in Arabic text.
          const both = { browser: browser ?? "", system: system ?? "" };
          const name =
            browser && system
              ? t.markup("browserOn", { ...both, name: (chunks) => chunks })
              : (browser ?? system ?? t("unknownBrowser"));
          const single = browser ?? system;
          const shown =
            browser && system ? (
              t.rich("browserOn", { ...both, name: (chunks) => <bdi>{chunks}</bdi> })
            ) : single ? (
              <bdi>{single}</bdi>
            ) : (
              name
            );
          return (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0 text-sm">
                <p className="font-medium">
                  {shown} {s.current ? <Badge variant="primary">{t("thisDevice")}</Badge> : null}
                </p>
                <p className="text-muted-fg">
                  {t("details", {
                    address: s.address,
                    // Relative to the browser's clock once it is known; until then (the server's
                    // HTML, hydration) the time itself.
                    lastSeen: now
                      ? format.relativeTime(new Date(s.lastSeenAt), now)
                      : (dateTime(s.lastSeenAt)?.primary ?? "—"),
                    // Riyadh time, in the person's calendar and digits, as every other date in
                    // the dashboard.
                    signedIn: dateTime(s.createdAt)?.primary ?? "—",
                  })}
                </p>
                <Ltr className="sr-only">{s.userAgent}</Ltr>
              </div>
              {s.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void end(s.id)}
                  aria-label={t("endNamed", { name })}
                >
                  {t("end")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div>
        <Button variant="outline" disabled={others === 0} onClick={() => setConfirming(true)}>
          {t("endOthers")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        destructive
        title={t("endOthersTitle")}
        description={t("endOthersDescription", { count: others })}
        confirmLabel={t("endOthers")}
        pending={endOthers.isPending}
        onConfirm={async () => {
          try {
            const result = await endOthers.mutateAsync();
            toast.success(t("endedOthers", { count: result.data.ended }));
            setConfirming(false);
          } catch {
            toast.error(t("failed"));
          }
        }}
      />
    </div>
  );
}
