"use client";

import { createColumnHelper } from "@/components/ui/table-columns";
import { useTranslations } from "next-intl";
import { useMemo } from "react";

import { UserActions } from "./user-actions";
import { Badge } from "@/components/ui/badge";
import { DateTimeText } from "@/components/ui/formatted";
import { Ltr } from "@/components/ui/ltr";
import type { PublicUser } from "@/lib/auth/schemas";

const column = createColumnHelper<PublicUser>();

/** Columns of the users table; the last holds each user's actions. */
export function useUserColumns(currentUserId: string) {
  const t = useTranslations("admin.users");
  const tc = useTranslations("common");
  return useMemo(
    () => [
      column.accessor("name", {
        header: t("columns.name"),
        enableHiding: false,
        cell: (info) => (
          <span className="font-medium">
            <bdi>{info.getValue()}</bdi>
            {info.row.original.id === currentUserId ? (
              <span className="ms-2 text-xs font-normal text-muted-fg">{t("you")}</span>
            ) : null}
          </span>
        ),
      }),
      column.accessor("email", {
        header: t("columns.email"),
        cell: (info) => <Ltr>{info.getValue()}</Ltr>,
      }),
      column.accessor("role", {
        header: t("columns.role"),
        cell: (info) => (
          <Badge variant={info.getValue() === "admin" ? "primary" : "neutral"}>
            {tc(`roles.${info.getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor((u) => (u.disabled ? "disabled" : "active"), {
        id: "status",
        header: t("columns.status"),
        cell: (info) =>
          info.row.original.disabled ? (
            <Badge variant="destructive">{t("status.disabled")}</Badge>
          ) : (
            <Badge variant="success">{t("status.active")}</Badge>
          ),
      }),
      column.accessor("createdAt", {
        header: t("columns.created"),
        cell: (info) => <DateTimeText value={info.getValue()} layout="stacked" />,
      }),
      column.accessor("passwordChangedAt", {
        header: t("columns.passwordChanged"),
        cell: (info) => <DateTimeText value={info.getValue()} layout="stacked" />,
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">{t("columns.actions")}</span>,
        enableHiding: false,
        meta: { label: t("columns.actions"), className: "w-0", alignEnd: true },
        cell: (info) => (
          <UserActions user={info.row.original} self={info.row.original.id === currentUserId} />
        ),
      }),
    ],
    [currentUserId, t, tc],
  );
}
