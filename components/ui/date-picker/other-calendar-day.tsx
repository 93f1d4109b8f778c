"use client";

import { useTranslations } from "next-intl";

import { useFormat } from "@/components/ui/use-format";
import { otherCalendar } from "@/lib/format/format";
import type { CalendarSystem } from "@/lib/rental/dates";
import { HIJRI_MAX_YEAR, HIJRI_MIN_YEAR } from "@/lib/rental/hijri-range";

/**
 * The chosen day (`iso`, Gregorian YYYY-MM-DD) in the calendar the picker is not showing,
 * announced as it changes.
 */
export function OtherCalendarDay({ iso, shown }: { iso: string | null; shown: CalendarSystem }) {
  const t = useTranslations("dates.picker");
  const format = useFormat();
  const other = otherCalendar(shown);
  const day = iso ? format.day(iso, "gregory", other, "long") : null;
  const years = { useGrouping: false } as const;
  return (
    <span aria-live="polite">
      {!iso
        ? null
        : day === null
          ? t("outsideTables", {
              min: format.number(HIJRI_MIN_YEAR, years),
              max: format.number(HIJRI_MAX_YEAR, years),
            })
          : other === "gregory"
            ? t("other.gregory", { date: day })
            : t("other.islamic-umalqura", { date: day })}
    </span>
  );
}
