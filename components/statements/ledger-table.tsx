"use client";

import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import { Amount, DateText } from "@/components/ui/formatted";
import { Ltr } from "@/components/ui/ltr";
import { useFormat } from "@/components/ui/use-format";
import type { LedgerTotals, StatementEntry } from "@/lib/statements/schemas";

/** Halalas as riyals with halalas, in the person's language and digits. */
export const Sar = ({ halalas }: { halalas: number }) => <Amount value={halalas / 100} />;

/** A balance: "SAR 1,150.00 owed", "SAR 350.00 credit" or "Settled". */
export function Balance({ halalas }: { halalas: number }) {
  const t = useTranslations("statements.balance");
  const format = useFormat();
  if (halalas === 0) return <span>{t("settled")}</span>;
  const amount = format.amount(Math.abs(halalas) / 100);
  return (
    <span className={halalas < 0 ? "text-success" : undefined}>
      {halalas > 0 ? t("owed", { amount }) : t("credit", { amount })}
    </span>
  );
}

const COLUMNS = ["date", "type", "details", "method", "debit", "credit", "balance"] as const;

/**
 * The statement's entries between the opening and closing balances: a charge with its rent and
 * VAT, a payment with its receipt and method, a void with its reason, and the balance after each.
 */
export function LedgerTable({
  caption,
  entries,
  totals,
  from,
  to,
}: {
  caption: string;
  entries: StatementEntry[];
  totals: LedgerTotals;
  from: string | null;
  to: string | null;
}) {
  const t = useTranslations("statements");
  const methods = useTranslations("rentRoll.methods");
  const cell = "px-2 py-2 align-top";
  const edge = (kind: "opening" | "closing", day: string | null, halalas: number) => (
    <tr className="border-b bg-muted/40 font-medium" data-entry={kind}>
      <td className={cell}>{day ? <DateText value={day} layout="stacked" /> : null}</td>
      <th scope="row" colSpan={5} className={`${cell} text-start`}>
        {t(`kinds.${kind}`)}
      </th>
      <td className={cell}>
        <Balance halalas={halalas} />
      </td>
    </tr>
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-muted-fg">
          <tr className="border-b">
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-2 py-2 text-start font-medium">
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {edge("opening", from, totals.opening)}
          {entries.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className={`${cell} text-muted-fg`}>
                {t("empty")}
              </td>
            </tr>
          ) : null}
          {entries.map((e) => (
            <tr
              key={`${e.kind}-${e.seq ?? e.payment_id}`}
              className="border-b break-inside-avoid"
              data-entry={e.kind}
            >
              <td className={cell}>
                <DateText value={e.date} layout="stacked" />
              </td>
              <td className={cell}>
                {e.kind === "void" ? (
                  <Badge variant="destructive">{t("kinds.void")}</Badge>
                ) : (
                  t(`kinds.${e.kind}`)
                )}
              </td>
              <td className={cell}>
                <Details entry={e} />
              </td>
              <td className={cell}>
                {e.method ? (methods.has(e.method) ? methods(e.method) : e.method) : "—"}
                {e.reference ? (
                  <span className="block text-xs text-muted-fg">
                    <Ltr>{e.reference}</Ltr>
                  </span>
                ) : null}
              </td>
              <td className={cell}>{e.debit ? <Sar halalas={e.debit} /> : null}</td>
              <td className={cell}>{e.credit ? <Sar halalas={e.credit} /> : null}</td>
              <td className={cell}>
                <Balance halalas={e.balance} />
              </td>
            </tr>
          ))}
          {edge("closing", to, totals.closing)}
        </tbody>
      </table>
    </div>
  );
}

function Details({ entry: e }: { entry: StatementEntry }) {
  const t = useTranslations("statements");
  const tr = useTranslations("rentRoll.columns");
  const format = useFormat();
  if (e.kind === "charge")
    return (
      <span className="grid gap-0.5">
        <span>{t("details.charge", { seq: format.number(e.seq ?? 0) })}</span>
        <span className="text-xs text-muted-fg">
          {tr("rent")} <Sar halalas={e.rent ?? 0} /> · {tr("vat")} <Sar halalas={e.vat ?? 0} />
        </span>
      </span>
    );
  const receipt = format.digits(e.receipt ?? "");
  if (e.kind === "void")
    return <span>{t("details.void", { receipt, reason: e.reason ?? "" })}</span>;
  return (
    <span className={e.voided ? "line-through decoration-1" : undefined}>
      {t(e.voided ? "details.voidedPayment" : "details.payment", { receipt })}
    </span>
  );
}

/** The range's figures: opening, charges, payments, voids, closing. */
export function LedgerTotalsList({ totals }: { totals: LedgerTotals }) {
  const t = useTranslations("statements.totals");
  const items = [
    ["opening", totals.opening],
    ["charged", totals.charged],
    ["paid", totals.paid],
    ["voided", totals.voided],
    ["closing", totals.closing],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
      {items.map(([key, value]) => (
        <div key={key} className="space-y-1">
          <dt className="text-sm text-muted-fg">{t(key)}</dt>
          <dd className="font-semibold" data-total={key}>
            {key === "opening" || key === "closing" ? (
              <Balance halalas={value} />
            ) : (
              <Sar halalas={value} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
