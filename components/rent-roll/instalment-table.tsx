"use client";

import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import { Amount, DateText, Num } from "@/components/ui/formatted";
import type { StatementInstalment } from "@/lib/rent-roll/schemas";

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
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("card.instalments")}</caption>
        <thead className="text-muted-fg">
          <tr className="border-b text-start">
            {(["seq", "dueDate", "rent", "vat", "total", "paid", "status"] as const).map((c) => (
              <th key={c} scope="col" className="px-2 py-2 text-start font-medium">
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b last:border-0">
              <td className="px-2 py-2">
                <Num value={row.seq} />
              </td>
              <td className="px-2 py-2">
                <DateText value={row.due_date} layout="stacked" />
              </td>
              <td className="px-2 py-2">
                <Sar halalas={row.rent} />
              </td>
              <td className="px-2 py-2">
                <Sar halalas={row.vat} />
              </td>
              <td className="px-2 py-2 font-medium">
                <Sar halalas={row.total} />
              </td>
              <td className="px-2 py-2">
                <Sar halalas={row.paid} />
              </td>
              <td className="px-2 py-2">
                <Badge variant={STATUS_LOOK[row.status]}>{t(`status.${row.status}`)}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
