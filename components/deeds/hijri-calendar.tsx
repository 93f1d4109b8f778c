"use client";

import {
  CalendarDate,
  DateFormatter,
  endOfMonth,
  endOfWeek,
  isSameDay,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from "@internationalized/date";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from "react";

import { clampHijri, formatHijri, hijriToday } from "./hijri";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { HIJRI_MAX_YEAR, HIJRI_MIN_YEAR } from "@/lib/rental/dates";

type HijriCalendarProps = {
  /** The day with keyboard focus; its month is the one shown. */
  focused: CalendarDate;
  onFocusChange: (date: CalendarDate) => void;
  selected: CalendarDate | null;
  onSelect: (date: CalendarDate) => void;
};

const YEARS = Array.from(
  { length: HIJRI_MAX_YEAR - HIJRI_MIN_YEAR + 1 },
  (_, i) => HIJRI_MAX_YEAR - i,
);

/** An Umm al-Qura month grid: arrows move by day/week, PageUp/PageDown by month (Shift: year). */
export function HijriCalendar({ focused, onFocusChange, selected, onSelect }: HijriCalendarProps) {
  const t = useTranslations("deeds.calendar");
  const locale = useLocale();
  const rtl = typeof document !== "undefined" && document.dir === "rtl";
  const weekLocale = `${locale}-SA`; // weeks start on Sunday in Saudi Arabia
  const grid = useRef<HTMLTableElement>(null);
  const yearId = useId();
  const todayDate = hijriToday();

  const { monthName, weekdays, weeks, dayLabel } = useMemo(() => {
    const fmt = (options: Intl.DateTimeFormatOptions) =>
      new DateFormatter(locale, { ...options, calendar: "islamic-umalqura", timeZone: "UTC" });
    const monthFmt = fmt({ month: "long" });
    const dayFmt = fmt({ dateStyle: "full" });
    const gregorianFmt = new DateFormatter(locale, { dateStyle: "medium", timeZone: "UTC" });
    const first = startOfWeek(startOfMonth(focused), weekLocale);
    const last = endOfWeek(endOfMonth(focused), weekLocale);
    const days: CalendarDate[] = [];
    for (let d = first; d.compare(last) <= 0; d = d.add({ days: 1 })) days.push(d);
    const rows: CalendarDate[][] = [];
    for (let i = 0; i < days.length; i += 7) rows.push(days.slice(i, i + 7));
    const weekdayFmt = new DateFormatter(locale, { weekday: "short", timeZone: "UTC" });
    return {
      monthName: monthFmt.format(focused.toDate("UTC")),
      weekdays: (rows[0] ?? []).map((d) => weekdayFmt.format(d.toDate("UTC"))),
      weeks: rows,
      dayLabel: (d: CalendarDate) =>
        `${dayFmt.format(d.toDate("UTC"))} (${gregorianFmt.format(d.toDate("UTC"))})`,
    };
  }, [focused, locale, weekLocale]);

  // Keep DOM focus on the focused day while the user moves through the grid.
  useEffect(() => {
    const table = grid.current;
    if (table?.contains(document.activeElement)) {
      table.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
    }
  }, [focused]);

  const move = (date: CalendarDate) => onFocusChange(clampHijri(date));
  const onKeyDown = (event: KeyboardEvent) => {
    const step = rtl ? -1 : 1;
    const moves: Record<string, () => CalendarDate> = {
      ArrowRight: () => focused.add({ days: step }),
      ArrowLeft: () => focused.subtract({ days: step }),
      ArrowDown: () => focused.add({ weeks: 1 }),
      ArrowUp: () => focused.subtract({ weeks: 1 }),
      PageDown: () => focused.add(event.shiftKey ? { years: 1 } : { months: 1 }),
      PageUp: () => focused.subtract(event.shiftKey ? { years: 1 } : { months: 1 }),
      Home: () => startOfWeek(focused, weekLocale),
      End: () => endOfWeek(focused, weekLocale),
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    move(next());
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("previousMonth")}
          onClick={() => move(focused.subtract({ months: 1 }))}
        >
          <ChevronLeft aria-hidden className="rtl:rotate-180" />
        </Button>
        <div className="flex items-center gap-1">
          <span className="text-sm font-medium" aria-live="polite">
            {monthName}
          </span>
          <label className="sr-only" htmlFor={yearId}>
            {t("year")}
          </label>
          <select
            id={yearId}
            value={focused.year}
            onChange={(e) => move(focused.set({ year: Number(e.target.value) }))}
            className="h-8 rounded-md border border-input bg-card px-1 text-sm"
          >
            {YEARS.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("nextMonth")}
          onClick={() => move(focused.add({ months: 1 }))}
        >
          <ChevronRight aria-hidden className="rtl:rotate-180" />
        </Button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-label={`${monthName} ${focused.year}`}
        onKeyDown={onKeyDown}
        className="w-full border-collapse text-center text-sm"
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" className="pb-1 text-xs font-medium text-muted-fg">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={formatHijri(week[0]!)}>
              {week.map((day) => {
                const inMonth = isSameMonth(day, focused);
                const isSelected = selected !== null && isSameDay(day, selected);
                const isFocused = isSameDay(day, focused);
                return (
                  <td
                    key={formatHijri(day)}
                    role="gridcell"
                    aria-selected={isSelected}
                    className="p-0.5"
                  >
                    <button
                      type="button"
                      tabIndex={isFocused ? 0 : -1}
                      aria-label={dayLabel(day)}
                      aria-current={isSameDay(day, todayDate) ? "date" : undefined}
                      onClick={() => onSelect(day)}
                      onFocus={() => (isFocused ? null : onFocusChange(day))}
                      className={cn(
                        "size-9 rounded-md tabular-nums hover:bg-muted",
                        !inMonth && "text-muted-fg/60",
                        isSameDay(day, todayDate) && "font-semibold underline underline-offset-4",
                        isSelected && "bg-primary text-primary-fg hover:bg-primary/90",
                      )}
                    >
                      {day.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted-fg">{t("keyboardHint")}</p>
    </div>
  );
}
