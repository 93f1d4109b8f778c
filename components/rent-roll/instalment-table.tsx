"use client";

import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import { Amount, DateText, Num } from "@/components/ui/formatted";
import type { StatementInstalment } from "@/lib/rent-roll/schemas";

import { CardTable, type CardColumn } from "./card-table";

const STATUS_LOOK = {
  due: "neutral",
  partly_paid: "warning",
  overdue: "destructive",
  paid: "success",
  cancelled: "outline",
} as const;

/** Halalas as riyals with halalas, in the person's language and digits. */
export const Sar = ({ halalas }: { halalas: number }) => <Amount value={halalas / 100} />;

export function InstalmentTable({ rows }: { rows: StatementInstalment[] }) {
  const t = useTranslations("rentRoll");
  const columns: CardColumn<StatementInstalment>[] = [
    { id: "seq", header: t("columns.seq"), cell: (row) => <Num value={row.seq} /> },
    {
      id: "dueDate",
      header: t("columns.dueDate"),
      cell: (row) => <DateText value={row.due_date} layout="stacked" />,
    },
    { id: "rent", header: t("columns.rent"), cell: (row) => <Sar halalas={row.rent} /> },
    { id: "vat", header: t("columns.vat"), cell: (row) => <Sar halalas={row.vat} /> },
    {
      id: "total",
      header: t("columns.total"),
      cell: (row) => <Sar halalas={row.total} />,
      className: "font-medium",
    },
    { id: "paid", header: t("columns.paid"), cell: (row) => <Sar halalas={row.paid} /> },
    {
      id: "status",
      header: t("columns.status"),
      cell: (row) => <Badge variant={STATUS_LOOK[row.status]}>{t(`status.${row.status}`)}</Badge>,
    },
  ];
  return (
    <CardTable
      caption={t("card.instalments")}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
    />
  );
}
