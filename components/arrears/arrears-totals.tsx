"use client";

import { useTranslations } from "next-intl";

import { cn } from "@/components/ui/cn";
import { useFormat } from "@/components/ui/use-format";
import type { ArrearsList } from "@/lib/rent-roll/arrears-schemas";
import { ARREARS_BUCKETS, bucketWords, type ArrearsBucket } from "@/lib/rent-roll/arrears-shape";

import { Sar } from "./arrears-words";

type Props = {
  meta: ArrearsList["meta"];
  bucket: ArrearsBucket | undefined;
  onBucket: (bucket: ArrearsBucket | undefined) => void;
};

/**
 * Above the table: the arrears of each bucket (under the property and region filters) and all of
 * them; each box picks its bucket. The boxes are toggle buttons: the one shown is pressed.
 */
export function ArrearsTotals({ meta, bucket, onBucket }: Props) {
  const t = useTranslations("arrears.totals");
  const words = useTranslations();
  const format = useFormat();
  const all = ARREARS_BUCKETS.reduce(
    (sum, b) => ({
      contracts: sum.contracts + meta.buckets[b].contracts,
      amount: sum.amount + meta.buckets[b].amount,
    }),
    { contracts: 0, amount: 0 },
  );
  const boxes = [
    { key: undefined, label: t("all"), totals: all },
    ...ARREARS_BUCKETS.map((b) => ({
      key: b,
      label: bucketWords(words, b, (n) => format.number(n)),
      totals: meta.buckets[b],
    })),
  ];
  return (
    <section aria-label={t("label")} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {boxes.map((box) => (
        <button
          key={box.key ?? "all"}
          type="button"
          aria-pressed={bucket === box.key}
          data-bucket={box.key ?? "all"}
          onClick={() => onBucket(box.key)}
          className={cn(
            "grid gap-0.5 rounded-lg border bg-card p-3 text-start hover:bg-muted/50",
            "focus-visible:outline-2 focus-visible:outline-ring",
            bucket === box.key ? "border-primary ring-1 ring-primary" : "border-border",
          )}
        >
          <span className="text-xs text-muted-fg">{box.label}</span>
          <Sar halalas={box.totals.amount} className="text-lg font-semibold" />
          <span className="text-xs text-muted-fg">
            {t("contracts", {
              count: box.totals.contracts,
              shown: format.number(box.totals.contracts),
            })}
          </span>
        </button>
      ))}
    </section>
  );
}
