// Gregorian days without a calendar library: the proleptic Gregorian calendar is arithmetic.
// Its own module so that a form or list page that checks Gregorian dates does not load the
// Umm al-Qura tables (dates.ts, @internationalized/date); dates.ts re-exports these.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month and day of a YYYY-MM-DD text, or null when it is not of that form. */
export function isoParts(value: string): [number, number, number] | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Days in a Gregorian month (1–12). */
export function gregorianDaysInMonth(y: number, m: number): number {
  return m === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/** True when `value` is YYYY-MM-DD and that day exists in the Gregorian calendar. */
export function isGregorianDate(value: string): boolean {
  const p = isoParts(value);
  if (!p) return false;
  const [y, m, d] = p;
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  return d <= gregorianDaysInMonth(y, m);
}

/** Today's date in Riyadh (UTC+3, no daylight saving) as YYYY-MM-DD. */
export function todayInRiyadh(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
}
