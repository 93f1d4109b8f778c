"use client";

import { useTranslations } from "next-intl";

import { DateText } from "@/components/ui/formatted";
import { useFormat } from "@/components/ui/use-format";
import type { UnitOccupancy } from "@/lib/occupancy/schemas";

/** Since when a vacant unit is vacant (both calendars) and for how many days, or "never let". */
export function VacancyText({ unit }: { unit: UnitOccupancy }) {
  const t = useTranslations("occupancy.card");
  const format = useFormat();
  if (unit.status !== "vacant") return <span className="text-muted-fg">—</span>;
  const days = unit.days_vacant ?? 0;
  return (
    <span className="grid gap-0.5">
      <DateText value={unit.vacant_since} />
      <span className="text-xs text-muted-fg">
        {unit.never_let ? <>{t("neverLet")} · </> : null}
        {t("daysVacant", { count: days, shown: format.number(days) })}
      </span>
    </span>
  );
}
