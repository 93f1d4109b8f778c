"use client";

import { useTranslations } from "next-intl";

import { DateText, Num } from "@/components/ui/formatted";
import { useFormat } from "@/components/ui/use-format";
import { typedHalalas } from "@/lib/rent-roll/amounts";
import type { StatementInstalment } from "@/lib/rent-roll/schemas";
import { settlement } from "@/lib/rent-roll/settle";

// What the amount typed in the Record payment dialog will settle, worked out as the server will
// allocate it (lib/rent-roll/settle.ts): read before submitting, and again as the amount changes.

type Props = {
  /** The amount field's text, as typed. */
  amount: string | undefined;
  instalments: StatementInstalment[];
};

export function SettlementPreview({ amount, instalments }: Props) {
  const t = useTranslations("rentRoll.settles");
  const format = useFormat();
  const halalas = typedHalalas(amount ?? "");
  const sar = (value: number) => format.amount(value / 100);
  if (!halalas) return null;
  const { parts, credit } = settlement(instalments, halalas);
  return (
    <section
      aria-label={t("title")}
      aria-live="polite"
      className="space-y-1.5 rounded-md border bg-muted/40 px-3 py-2 text-sm"
    >
      <h3 className="font-medium">{t("title")}</h3>
      <ul className="space-y-1">
        {parts.map((part) => (
          <li key={part.seq}>
            {t.rich(part.amount === part.owed ? "full" : "part", {
              seq: () => <Num value={part.seq} />,
              due: () => <DateText value={part.due_date} />,
              amount: sar(part.amount),
              owed: sar(part.owed),
            })}
          </li>
        ))}
        {credit > 0 ? (
          <li className="font-medium text-success">{t("credit", { amount: sar(credit) })}</li>
        ) : null}
      </ul>
    </section>
  );
}
