"use client";

import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateText, DateTimeText } from "@/components/ui/formatted";
import { Link } from "@/components/ui/link";
import { Ltr } from "@/components/ui/ltr";
import { useFormat } from "@/components/ui/use-format";
import { paths } from "@/lib/paths";
import type { StatementPayment } from "@/lib/rent-roll/schemas";

import { CardTable, type CardColumn } from "./card-table";
import { Sar } from "./instalment-table";

type Props = {
  contractId: number;
  rows: StatementPayment[];
  /** Absent for a role that may not void (support): no button is shown. */
  onVoid?: (payment: StatementPayment) => void;
};

export function PaymentTable({ contractId, rows, onVoid }: Props) {
  const t = useTranslations("rentRoll");
  const tr = useTranslations("receipts.link");
  const format = useFormat();
  if (rows.length === 0) return <p className="text-sm text-muted-fg">{t("card.noPayments")}</p>;
  const receiptOf = (row: StatementPayment) =>
    t("receiptNumber", { year: row.receipt_year, number: row.receipt_number });
  const person = (name: string | null) => name ?? t("card.unknownUser");

  const columns: CardColumn<StatementPayment>[] = [
    {
      id: "receipt",
      header: t("columns.receipt"),
      cell: (row) => (
        <>
          <Ltr>{receiptOf(row)}</Ltr>
          {row.voided_at ? (
            <Badge variant="destructive" className="ms-2">
              {t("void.label", { reason: row.void_reason ?? "" })}
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      id: "paidOn",
      header: t("columns.paidOn"),
      cell: (row) => <DateText value={row.paid_on} layout="stacked" />,
    },
    {
      id: "method",
      header: t("columns.method"),
      cell: (row) => (t.has(`methods.${row.method}`) ? t(`methods.${row.method}`) : row.method),
    },
    {
      id: "reference",
      header: t("columns.reference"),
      cell: (row) => (row.reference ? <Ltr>{row.reference}</Ltr> : "—"),
    },
    {
      id: "amount",
      header: t("columns.amount"),
      cell: (row) => (
        <span className={row.voided_at ? "line-through" : undefined}>
          <Sar halalas={row.amount} />
        </span>
      ),
    },
    {
      id: "allocated",
      header: t("columns.allocated"),
      cell: (row) => {
        // What a payment brought beyond the instalments it settled: the tenant's credit.
        const credit = row.voided_at ? 0 : row.amount - row.allocated;
        return (
          <>
            <Sar halalas={row.allocated} />
            {credit > 0 ? (
              <span className="block text-xs font-medium text-success">
                {t("card.credit", { amount: format.amount(credit / 100) })}
              </span>
            ) : null}
          </>
        );
      },
    },
    {
      id: "recordedBy",
      header: t("columns.recordedBy"),
      cell: (row) => (
        <div className="space-y-1">
          <div>{person(row.recorded_by_name)}</div>
          <DateTimeText value={row.recorded_at} className="text-xs text-muted-fg" />
          {row.voided_at ? (
            <div className="text-xs text-destructive">
              {t("card.voidedBy", { name: person(row.voided_by_name) })}{" "}
              <DateTimeText value={row.voided_at} />
            </div>
          ) : null}
        </div>
      ),
    },
  ];
  // Every role opens a payment's receipt; a role that may void also has the button.
  columns.push({
    id: "actions",
    header: t("columns.actions"),
    action: true,
    cell: (row) => (
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link
          href={paths.receipt(contractId, row.id)}
          aria-label={tr("open", { receipt: receiptOf(row) })}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {tr("receipt")}
        </Link>
        {onVoid && !row.voided_at ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={t("void.buttonFor", { receipt: receiptOf(row) })}
            onClick={() => onVoid(row)}
          >
            {t("void.button")}
          </Button>
        ) : null}
      </div>
    ),
  });

  return (
    <CardTable
      caption={t("card.payments")}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
    />
  );
}
