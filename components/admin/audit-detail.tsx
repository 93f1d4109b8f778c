"use client";

import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { auditActionKey, isKnownTargetType } from "./audit-actions";
import { GroupEntries, GroupOutcomes } from "./audit-group";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DescriptionList } from "@/components/ui/description-list";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { DateTimeText } from "@/components/ui/formatted";
import { Ltr } from "@/components/ui/ltr";
import { useFormat } from "@/components/ui/use-format";
import { outcomeOf, outcomeTone } from "@/lib/audit/outcome";
import type { AuditEntry } from "@/lib/users/audit-queries";

type Props = {
  entry: AuditEntry | null;
  onClose: () => void;
  /** Lists a job's own entries (the log's groupId filter). */
  onShowGroup: (groupId: string) => void;
  /** Where the focus goes back when the panel closes (the button that opened it). */
  returnFocus: () => HTMLElement | null;
};

/** One entry of the audit log, or one bulk job, in full: who, what, when, the record, the outcome. */
export function AuditDetail({ entry, onClose, onShowGroup, returnFocus }: Props) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      {entry ? (
        <DialogContent
          width="xl"
          onCloseAutoFocus={(event) => {
            const opener = returnFocus();
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
        >
          <Body entry={entry} onShowGroup={onShowGroup} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Body({ entry, onShowGroup }: { entry: AuditEntry; onShowGroup: Props["onShowGroup"] }) {
  const t = useTranslations("admin.audit");
  const items = useItems(entry);
  const { group } = entry;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{group ? t("detail.groupTitle") : t("detail.title")}</DialogTitle>
        <DialogDescription>
          <DateTimeText value={entry.createdAt} seconds />
        </DialogDescription>
      </DialogHeader>
      <DescriptionList items={items} />
      {group ? (
        <div className="flex justify-end">
          <Button onClick={() => onShowGroup(group.id)}>
            <ShowGroupLabel count={group.count} />
          </Button>
        </div>
      ) : (
        <Details details={entry.details} />
      )}
    </>
  );
}

export function ShowGroupLabel({ count }: { count: number }) {
  const t = useTranslations("admin.audit.group");
  const format = useFormat();
  return <>{t("show", { count, shown: format.number(count) })}</>;
}

function useItems(entry: AuditEntry): { key: string; label: string; value: ReactNode }[] {
  const t = useTranslations("admin.audit");
  const tc = useTranslations("common");
  const key = auditActionKey(entry.action);
  const role = tc.has(`roles.${entry.role}`) ? tc(`roles.${entry.role}`) : entry.role;
  const who = (
    <>
      <Ltr>{entry.userEmail}</Ltr> · {role}
    </>
  );
  const what = (
    <>
      {key ? t(`actions.${key}`) : null}{" "}
      <code className="text-xs text-muted-fg">{entry.action}</code>
    </>
  );
  const { group } = entry;
  if (group)
    return [
      { key: "what", label: t("detail.what"), value: what },
      { key: "who", label: t("detail.who"), value: who },
      { key: "entries", label: t("detail.entries"), value: <GroupEntries group={group} /> },
      { key: "outcome", label: t("detail.outcome"), value: <GroupOutcomes group={group} /> },
      {
        key: "first",
        label: t("detail.first"),
        value: <DateTimeText value={group.firstAt} seconds layout="stacked" />,
      },
      {
        key: "last",
        label: t("detail.last"),
        value: <DateTimeText value={entry.createdAt} seconds layout="stacked" />,
      },
      { key: "job", label: t("detail.job"), value: <Ltr className="font-mono">{group.id}</Ltr> },
    ];
  const type = isKnownTargetType(entry.targetType)
    ? t(`targets.${entry.targetType}`)
    : entry.targetType;
  return [
    {
      key: "when",
      label: t("detail.when"),
      value: <DateTimeText value={entry.createdAt} seconds layout="stacked" />,
    },
    { key: "who", label: t("detail.who"), value: who },
    { key: "what", label: t("detail.what"), value: what },
    {
      key: "target",
      label: t("detail.target"),
      value: (
        <>
          {type} {entry.targetId ? <Ltr>{entry.targetId}</Ltr> : null}
        </>
      ),
    },
    {
      key: "outcome",
      label: t("detail.outcome"),
      value: (
        <span className="inline-flex flex-wrap items-center gap-2">
          <Badge variant={outcomeTone(entry.status)}>
            {tc(`outcomes.${outcomeOf(entry.status)}`)}
          </Badge>
          <span className="text-xs text-muted-fg">
            {t("detail.status", { status: String(entry.status) })}
          </span>
        </span>
      ),
    },
    {
      key: "request",
      label: t("detail.requestId"),
      value: <Ltr className="font-mono text-xs break-all">{entry.requestId}</Ltr>,
    },
  ];
}

const shown = (value: unknown) =>
  value === null || value === undefined
    ? "—"
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);

/** What the entry recorded besides: a change as before → after where it has one, else each fact. */
function Details({ details }: { details: Record<string, unknown> }) {
  const t = useTranslations("admin.audit.detail");
  const { before, after, ...rest } = details;
  const facts = Object.entries(rest);
  const change =
    before && after && typeof before === "object" && typeof after === "object"
      ? Object.keys({ ...before, ...after }).map((field) => ({
          field,
          from: (before as Record<string, unknown>)[field],
          to: (after as Record<string, unknown>)[field],
        }))
      : null;
  return (
    <div className="space-y-3 text-sm">
      {change ? (
        <section>
          <h3 className="text-xs font-medium text-muted-fg">{t("change")}</h3>
          <ul className="mt-1 space-y-1">
            {change.map(({ field, from, to }) => (
              <li key={field} className="break-words">
                <code className="text-xs">{field}</code>: <Ltr>{shown(from)}</Ltr>{" "}
                <ArrowRight aria-hidden className="inline size-3.5 rtl:rotate-180" />{" "}
                <Ltr>{shown(to)}</Ltr>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section>
        <h3 className="text-xs font-medium text-muted-fg">{t("details")}</h3>
        {facts.length ? (
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {facts.map(([name, value]) => (
              <div key={name} className="contents">
                <dt>
                  <code className="text-xs">{name}</code>
                </dt>
                <dd className="min-w-0 break-all">
                  <Ltr>{shown(value)}</Ltr>
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-1 text-muted-fg">{t("noDetails")}</p>
        )}
      </section>
    </div>
  );
}
