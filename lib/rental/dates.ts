import {
  CalendarDate,
  GregorianCalendar,
  IslamicUmalquraCalendar,
  toCalendar,
  type Calendar,
} from "@internationalized/date";

import { normaliseDigits } from "./digits";
import { isGregorianDate, isoParts as parts } from "./gregorian";
import { HIJRI_MAX_YEAR, HIJRI_MIN_YEAR } from "./hijri-range";

export { isGregorianDate, todayInRiyadh } from "./gregorian";

// The Umm al-Qura calendar comes from published tables, so conversions go through a library,
// never arithmetic. Its tables cover roughly 1318–1500 AH; outside that we refuse the date.
export { HIJRI_MAX_YEAR, HIJRI_MIN_YEAR } from "./hijri-range";

const umalqura = new IslamicUmalquraCalendar();
const gregorian = new GregorianCalendar();
/** True when `value` is YYYY-MM-DD and that day exists in the Umm al-Qura calendar. */
export function isHijriDate(value: string): boolean {
  const p = parts(value);
  if (!p) return false;
  const [y, m, d] = p;
  if (y < HIJRI_MIN_YEAR || y > HIJRI_MAX_YEAR || m < 1 || m > 12 || d < 1) return false;
  return d <= umalqura.getDaysInMonth(new CalendarDate(umalqura, y, m, 1));
}

/** The two calendars the platform uses, by their Intl / @internationalized/date identifiers. */
export type CalendarSystem = "gregory" | "islamic-umalqura";

/** The calendar objects, shared so that only these two are ever bundled. */
export const CALENDAR_OF: Record<CalendarSystem, Calendar> = {
  gregory: gregorian,
  "islamic-umalqura": umalqura,
};

/** For React Aria's `createCalendar`: the two calendars we use, nothing else. */
export function createCalendar(identifier: string): Calendar {
  return identifier === "islamic-umalqura" ? umalqura : gregorian;
}

/** YYYY-MM-DD of the date's own calendar fields (a Hijri date gives its Hijri fields). */
export function formatIsoDate(date: CalendarDate): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}
const format = formatIsoDate;

/**
 * YYYY-MM-DD in `calendar` (Arabic-Indic or Persian digits accepted) → a date in that calendar,
 * or null when the day does not exist there.
 */
export function parseIsoDate(value: string, calendar: CalendarSystem): CalendarDate | null {
  const text = normaliseDigits(value.trim());
  const valid = calendar === "gregory" ? isGregorianDate(text) : isHijriDate(text);
  if (!valid) return null;
  const [y, m, d] = parts(text)!;
  return new CalendarDate(CALENDAR_OF[calendar], y, m, d);
}

/** The same day in another calendar, as YYYY-MM-DD; null if it does not exist or is out of range. */
export function convertIsoDate(
  value: string,
  from: CalendarSystem,
  to: CalendarSystem,
): string | null {
  if (from === to) return parseIsoDate(value, from) ? normaliseDigits(value.trim()) : null;
  return from === "gregory"
    ? gregorianToHijri(normaliseDigits(value.trim()))
    : hijriToGregorian(normaliseDigits(value.trim()));
}

/** Hijri (Umm al-Qura) YYYY-MM-DD → Gregorian YYYY-MM-DD, or null for a date that does not exist. */
export function hijriToGregorian(value: string): string | null {
  if (!isHijriDate(value)) return null;
  const [y, m, d] = parts(value)!;
  return format(toCalendar(new CalendarDate(umalqura, y, m, d), gregorian));
}

/** Gregorian YYYY-MM-DD → Hijri (Umm al-Qura) YYYY-MM-DD, or null outside the supported range. */
export function gregorianToHijri(value: string): string | null {
  if (!isGregorianDate(value)) return null;
  const [y, m, d] = parts(value)!;
  const hijri = format(toCalendar(new CalendarDate(gregorian, y, m, d), umalqura));
  return isHijriDate(hijri) ? hijri : null;
}
