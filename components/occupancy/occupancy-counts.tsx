"use client";

import { useTranslations } from "next-intl";

import { Num } from "@/components/ui/formatted";
import type { OccupancyCounts as Counts } from "@/lib/occupancy/schemas";

/** Leased, reserved and vacant units and the occupancy rate (leased out of all units). */
export function OccupancyCounts({ counts }: { counts: Counts }) {
  const t = useTranslations("occupancy.counts");
  const items = [
    ["units", counts.units],
    ["leased", counts.leased],
    ["reserved", counts.reserved],
    ["vacant", counts.vacant],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {items.map(([key, value]) => (
        <div key={key} className="rounded-md border border-border px-3 py-2">
          <dt className="text-xs text-muted-fg">{t(key)}</dt>
          <dd className="text-xl font-semibold" data-testid={`occupancy-${key}`}>
            <Num value={value} />
          </dd>
        </div>
      ))}
      <div className="rounded-md border border-border px-3 py-2" title={t("rateNote")}>
        <dt className="text-xs text-muted-fg">{t("rate")}</dt>
        <dd className="text-xl font-semibold" data-testid="occupancy-rate">
          <Num
            value={counts.rate_bp === null ? null : counts.rate_bp / 10_000}
            options={{ style: "percent", maximumFractionDigits: 1 }}
          />
        </dd>
      </div>
    </dl>
  );
}
