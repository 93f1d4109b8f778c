"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";

import { Badge } from "@/components/ui/badge";
import { Ltr } from "@/components/ui/ltr";
import type { AuditEntry } from "@/lib/queries/audit";

const column = createColumnHelper<AuditEntry>();

/** "2026-11-22T01:40:12.345Z" → "2026-11-22 01:40:12 UTC" (the log is kept in UTC). */
const stamp = (iso: string) => `${iso.slice(0, 19).replace("T", " ")} UTC`;

export function useAuditColumns() {
  const t = useTranslations("admin.audit");
  const tc = useTranslations("common");
  return useMemo(
    () => [
      column.accessor("createdAt", {
        header: t("columns.time"),
        enableHiding: false,
        meta: { csv: (e) => e.createdAt },
        cell: (info) => <Ltr className="whitespace-nowrap">{stamp(info.getValue())}</Ltr>,
      }),
      column.accessor("userEmail", {
        header: t("columns.user"),
        cell: (info) => <Ltr>{info.getValue()}</Ltr>,
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
        cell: (info) => <code className="text-xs">{info.getValue()}</code>,
      }),
      column.accessor((e) => (e.targetId ? `${e.targetType} ${e.targetId}` : e.targetType), {
        id: "target",
        header: t("columns.target"),
        cell: (info) => <Ltr>{info.getValue()}</Ltr>,
      }),
      column.accessor("status", {
        header: t("columns.status"),
        meta: { numeric: true },
        cell: (info) => {
          const status = info.getValue();
          const variant = status < 300 ? "success" : status < 500 ? "warning" : "destructive";
          return <Badge variant={variant}>{status}</Badge>;
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
    [t, tc],
  );
}
