import { getTranslations } from "next-intl/server";

import { DateText } from "@/components/ui/formatted-server";
import { getFormatter } from "@/lib/format/server";
import type { Receipt } from "@/lib/receipts/server";

/** The instalments a payment went to: each period, its due date and what was paid on it. */
export async function ReceiptPeriods({ receipt }: { receipt: Receipt }) {
  const t = await getTranslations("receipts.periods");
  const format = await getFormatter();
  const sar = (halalas: number) => (
    <bdi className="tabular-nums">{format.amount(halalas / 100)}</bdi>
  );
  if (receipt.periods.length === 0) return <p className="text-sm text-muted-fg">{t("none")}</p>;
  const tax = receipt.taxInvoice;
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-start font-medium">{t("title")}</caption>
      <thead className="text-muted-fg">
        <tr className="border-b">
          <th scope="col" className="px-2 py-2 text-start font-medium">
            {t("period")}
          </th>
          <th scope="col" className="px-2 py-2 text-start font-medium">
            {t("due")}
          </th>
          {tax ? (
            <th scope="col" className="px-2 py-2 text-start font-medium">
              {t("rent")}
            </th>
          ) : null}
          {tax ? (
            <th scope="col" className="px-2 py-2 text-start font-medium">
              {t("vat")}
            </th>
          ) : null}
          <th scope="col" className="px-2 py-2 text-start font-medium">
            {t("paid")}
          </th>
        </tr>
      </thead>
      <tbody>
        {receipt.periods.map((p) => (
          <tr key={p.instalmentId} className="border-b last:border-0">
            <td className="px-2 py-2">
              <span className="grid">
                <DateText value={p.periodStart} />
                <DateText value={p.periodEnd} />
              </span>
            </td>
            <td className="px-2 py-2">
              <DateText value={p.dueDate} />
            </td>
            {tax ? <td className="px-2 py-2">{sar(p.rent)}</td> : null}
            {tax ? <td className="px-2 py-2">{sar(p.vat)}</td> : null}
            <td className="px-2 py-2">{sar(p.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A tax invoice's totals without and with VAT; and any part of the payment held as credit. */
export async function ReceiptTotals({ receipt }: { receipt: Receipt }) {
  const t = await getTranslations("receipts.totals");
  const format = await getFormatter();
  const rows: [string, number][] = [];
  if (receipt.taxInvoice)
    rows.push(
      [t("rent"), receipt.rent],
      [t("vat"), receipt.vat],
      [t("total"), receipt.rent + receipt.vat],
    );
  if (receipt.credit > 0) rows.push([t("credit"), receipt.credit]);
  if (rows.length === 0) return null;
  return (
    <dl className="ms-auto grid max-w-sm gap-1 text-sm">
      {rows.map(([label, halalas]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-muted-fg">{label}</dt>
          <dd className="font-medium">
            <bdi className="tabular-nums">{format.amount(halalas / 100)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
