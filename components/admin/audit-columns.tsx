"use client";

import { createColumnHelper } from "@/components/ui/table-columns";
import { useTranslations } from "next-intl";
import { useMemo } from "react";

import { auditActionKey, isKnownTargetType } from "./audit-actions";
import { auditTargetName } from "./audit-target";
import type { Translate } from "@/lib/contracts/unit-name";
import { ShowGroupLabel } from "./audit-detail";
import { GroupEntries, GroupOutcomes } from "./audit-group";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateTimeText } from "@/components/ui/formatted";
import { Ltr } from "@/components/ui/ltr";
import { outcomeOf, outcomeTone } from "@/lib/audit/outcome";
import type { AuditEntry } from "@/lib/users/audit-queries";

const column = createColumnHelper<AuditEntry>();

/**
 * The log's columns; `onOpen` opens an entry's (or a job's) detail panel, `onShowGroup` lists a
 * job's own entries.
 */
export function useAuditColumns(
  onOpen: (entry: AuditEntry) => void,
  onShowGroup: (groupId: string) => void,
) {
  const t = useTranslations("admin.audit");
  const tc = useTranslations("common");
  const words = useTranslations() as unknown as Translate;
  const actionText = (action: string) => {
    const key = auditActionKey(action);
    return key ? t(`actions.${key}`) : action;
  };
  return useMemo(
    () => [
      column.accessor("createdAt", {
        header: t("columns.time"),
        enableHiding: false,
        // Riyadh time with seconds; the CSV keeps the stored UTC instant.
        cell: (info) => <DateTimeText value={info.getValue()} layout="stacked" seconds />,
      }),
      column.accessor("userEmail", {
        header: t("columns.user"),
        // The person's name; the email under it.
        cell: ({ row }) => {
          const { names, userEmail } = row.original;
          if (!names?.user) return <Ltr>{userEmail}</Ltr>;
          return (
            <span className="grid gap-0.5">
              <bdi>{names.user}</bdi>
              <Ltr className="text-xs text-muted-fg">{userEmail}</Ltr>
            </span>
          );
        },
      }),
      column.accessor("role", {
        header: t("columns.role"),
        cell: (info) => {
          const role = info.getValue();
          return tc.has(`roles.${role}`) ? tc(`roles.${role}`) : role;
        },
      }),
      column.accessor("action", {
        header: t("columns.action"),
        // In words; the action's code stays in the CSV and one hover away.
        cell: (info) => {
          const key = auditActionKey(info.getValue());
          return key ? (
            <span title={info.getValue()}>{t(`actions.${key}`)}</span>
          ) : (
            <code className="text-xs">{info.getValue()}</code>
          );
        },
      }),
      column.accessor(
        (e) => {
          const target = e.targetId ? `${e.targetType} ${e.targetId}` : e.targetType;
          const named = auditTargetName(e, words);
          return named ? `${target} (${named})` : target;
        },
        {
          id: "target",
          header: t("columns.target"),
          // By name where the dashboard knows it, the record number under it; a contract keeps
          // its number first, its property and unit under it.
          cell: ({ row }) => {
            // A job's row names how many entries it stands for (its latest one's record is one of many).
            if (row.original.group) return <GroupEntries group={row.original.group} />;
            const { targetType, targetId } = row.original;
            const type = isKnownTargetType(targetType) ? t(`targets.${targetType}`) : targetType;
            const named = auditTargetName(row.original, words);
            if (!named || !targetId)
              return (
                <span>
                  {type} {targetId ? <Ltr>{targetId}</Ltr> : null}
                </span>
              );
            const contract = targetType === "contract";
            return (
              <span className="grid gap-0.5">
                <span>
                  {type}{" "}
                  {contract ? <Ltr>{targetId}</Ltr> : <bdi className="font-medium">{named}</bdi>}
                </span>
                <span className="text-xs text-muted-fg">
                  {contract ? <bdi>{named}</bdi> : <Ltr>{targetId}</Ltr>}
                </span>
              </span>
            );
          },
        },
      ),
      column.accessor("status", {
        header: t("columns.status"),
        meta: { numeric: true },
        cell: (info) => {
          const { group } = info.row.original;
          if (group) return <GroupOutcomes group={group} />;
          const status = info.getValue();
          return (
            <Badge variant={outcomeTone(status)} title={String(status)}>
              {tc(`outcomes.${outcomeOf(status)}`)}
            </Badge>
          );
        },
      }),
      column.accessor("requestId", {
        header: t("columns.requestId"),
        cell: (info) => <Ltr className="font-mono text-xs">{info.getValue()}</Ltr>,
      }),
      column.accessor((e) => JSON.stringify(e.details), {
        id: "details",
        header: t("columns.details"),
        cell: (info) => (
          <code className="line-clamp-2 max-w-xs text-xs break-all">{info.getValue()}</code>
        ),
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">{t("columns.open")}</span>,
        enableHiding: false,
        meta: { label: t("columns.open"), alignEnd: true, className: "w-0" },
        cell: ({ row }) => {
          const { group } = row.original;
          return (
            <span className="inline-flex flex-wrap justify-end gap-2">
              {group ? (
                <Button variant="ghost" size="sm" onClick={() => onShowGroup(group.id)}>
                  <ShowGroupLabel count={group.count} />
                </Button>
              ) : null}
              <Button
                variant="outline"
                size="sm"
                aria-haspopup="dialog"
                aria-label={t("detail.open", { action: actionText(row.original.action) })}
                onClick={() => onOpen(row.original)}
              >
                {t("columns.open")}
              </Button>
            </span>
          );
        },
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- actionText reads t alone
    [t, tc, words, onOpen, onShowGroup],
  );
}
