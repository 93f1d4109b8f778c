"use client";

import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateText } from "@/components/ui/formatted";
import { Link } from "@/components/ui/link";
import { Ltr } from "@/components/ui/ltr";
import { paths } from "@/lib/paths";
import type { StatementPayment } from "@/lib/rent-roll/schemas";

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
  if (rows.length === 0) return <p className="text-sm text-muted-fg">{t("card.noPayments")}</p>;
  const columns = ["receipt", "paidOn", "method", "reference", "amount", "allocated"] as const;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("card.payments")}</caption>
        <thead className="text-muted-fg">
          <tr className="border-b">
            {columns.map((c) => (
              <th key={c} scope="col" className="px-2 py-2 text-start font-medium">
                {t(`columns.${c}`)}
              </th>
            ))}
            <th className="print:hidden">
              <span className="sr-only">{tr("receipt")}</span>
            </th>
            {onVoid ? <th className="print:hidden" /> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const receipt = t("receiptNumber", {
              year: row.receipt_year,
              number: row.receipt_number,
            });
            const method = t.has(`methods.${row.method}`) ? t(`methods.${row.method}`) : row.method;
            return (
              <tr key={row.id} className="border-b last:border-0">
                <td className="px-2 py-2">
                  <Ltr>{receipt}</Ltr>
                  {row.voided_at ? (
                    <Badge variant="destructive" className="ms-2">
                      {t("void.label", { reason: row.void_reason ?? "" })}
                    </Badge>
                  ) : null}
                </td>
                <td className="px-2 py-2">
                  <DateText value={row.paid_on} layout="stacked" />
                </td>
                <td className="px-2 py-2">{method}</td>
                <td className="px-2 py-2">{row.reference ? <Ltr>{row.reference}</Ltr> : "—"}</td>
                <td className={row.voided_at ? "px-2 py-2 line-through" : "px-2 py-2"}>
                  <Sar halalas={row.amount} />
                </td>
                <td className="px-2 py-2">
                  <Sar halalas={row.allocated} />
                </td>
                <td className="px-2 py-2 print:hidden">
                  <Link
                    href={paths.receipt(contractId, row.id)}
                    aria-label={tr("open", { receipt })}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {tr("receipt")}
                  </Link>
                </td>
                {onVoid ? (
                  <td className="px-2 py-2 text-end print:hidden">
                    {row.voided_at ? null : (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`${t("void.button")} ${receipt}`}
                        onClick={() => onVoid(row)}
                      >
                        {t("void.button")}
                      </Button>
                    )}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
