import { CalendarDate, IslamicUmalquraCalendar, toCalendar, today } from "@internationalized/date";

import { HIJRI_MAX_YEAR, HIJRI_MIN_YEAR, isHijriDate } from "@/lib/rental/dates";
import { normaliseDigits } from "@/lib/rental/digits";

export const umalqura = new IslamicUmalquraCalendar();
export const RIYADH = "Asia/Riyadh";

/** Hijri YYYY-MM-DD (Arabic-Indic digits accepted) → a date in the Umm al-Qura calendar. */
export function parseHijri(value: string): CalendarDate | null {
  const text = normaliseDigits(value.trim());
  if (!isHijriDate(text)) return null;
  const [y, m, d] = text.split("-").map(Number) as [number, number, number];
  return new CalendarDate(umalqura, y, m, d);
}

/** The same date as Hijri YYYY-MM-DD (its own calendar's fields, not the ISO date). */
export function formatHijri(date: CalendarDate): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

export function hijriToday(): CalendarDate {
  return toCalendar(today(RIYADH), umalqura);
}

/** Keeps a date inside the range the Umm al-Qura tables cover. */
export function clampHijri(date: CalendarDate): CalendarDate {
  if (date.year < HIJRI_MIN_YEAR) return new CalendarDate(umalqura, HIJRI_MIN_YEAR, 1, 1);
  if (date.year > HIJRI_MAX_YEAR) return new CalendarDate(umalqura, HIJRI_MAX_YEAR, 12, 1);
  return date;
}
