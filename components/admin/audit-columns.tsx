"use client";

import { createColumnHelper } from "@/components/ui/table-columns";
import { useTranslations } from "next-intl";
import { useMemo } from "react";

import { auditActionKey, isKnownTargetType } from "./audit-actions";
import { auditTargetName } from "./audit-target";
import type { Translate } from "@/lib/contracts/unit-name";
import { Badge } from "@/components/ui/badge";
import { DateTimeText } from "@/components/ui/formatted";
import { Ltr } from "@/components/ui/ltr";
import { outcomeOf, outcomeTone } from "@/lib/audit/outcome";
import type { AuditEntry } from "@/lib/users/audit-queries";

const column = createColumnHelper<AuditEntry>();

export function useAuditColumns() {
  const t = useTranslations("admin.audit");
  const tc = useTranslations("common");
  const words = useTranslations() as unknown as Translate;
  return useMemo(
    () => [
      column.accessor("createdAt", {
        header: t("columns.time"),
        enableHiding: false,
        meta: { csv: (e) => e.createdAt },
        // Riyadh time with seconds; the CSV keeps the stored UTC instant.
        cell: (info) => <DateTimeText value={info.getValue()} layout="stacked" seconds />,
      }),
      column.accessor("userEmail", {
        header: t("columns.user"),
        meta: { csv: (e) => (e.names?.user ? `${e.names.user} <${e.userEmail}>` : e.userEmail) },
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
    ],
    [t, tc, words],
  );
}
