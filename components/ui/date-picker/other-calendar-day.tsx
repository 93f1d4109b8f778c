"use client";

import { toCalendar, type CalendarDate } from "@internationalized/date";
import { useTranslations } from "next-intl";

import { useFormat } from "@/components/ui/use-format";
import { otherCalendar } from "@/lib/format/format";
import {
  CALENDAR_OF,
  formatIsoDate,
  HIJRI_MAX_YEAR,
  HIJRI_MIN_YEAR,
  type CalendarSystem,
} from "@/lib/rental/dates";

/** The chosen day in the calendar the picker is not showing, announced as it changes. */
export function OtherCalendarDay({
  value,
  shown,
}: {
  value: CalendarDate | null;
  shown: CalendarSystem;
}) {
  const t = useTranslations("dates.picker");
  const format = useFormat();
  const other = otherCalendar(shown);
  const iso = value ? formatIsoDate(toCalendar(value, CALENDAR_OF.gregory)) : null;
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
