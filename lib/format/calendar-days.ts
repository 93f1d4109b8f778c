import type { CalendarSystem } from "@/lib/rental/dates";
import { normaliseDigits } from "@/lib/rental/digits";
import { isGregorianDate, isoParts } from "@/lib/rental/gregorian";
import { HIJRI_MAX_YEAR, HIJRI_MIN_YEAR } from "@/lib/rental/hijri-range";

// The formatter's conversions between the two calendars, through Intl (-u-ca-islamic-umalqura):
// the same tables that render every Hijri date on screen, so a Hijri day read and then shown
// comes back as it was. Every page formats dates; only forms with a Hijri field or a date picker
// load @internationalized/date (lib/rental/dates.ts). format.test.ts holds these conversions to
// that library's on every day of the supported years, as umalqura-edges.ts does Intl's displays.

const DAY_MS = 86_400_000;
/** 1 Muharram 1400 AH. */
const ANCHOR = Date.UTC(1979, 10, 21);
const MEAN_MONTH = 29.530588;

let intl: Intl.DateTimeFormat | undefined;

/** Year, month and day of an instant's UTC day in the Umm al-Qura calendar, as Intl has it. */
function umalquraParts(ms: number): [number, number, number] {
  intl ??= new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    timeZone: "UTC",
  });
  const parts = intl.formatToParts(new Date(ms));
  const get = (type: string) => Number.parseInt(parts.find((p) => p.type === type)?.value ?? "");
  return [get("year"), get("month"), get("day")];
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const isoOf = ([y, m, d]: [number, number, number]) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
const inRange = (year: number) => year >= HIJRI_MIN_YEAR && year <= HIJRI_MAX_YEAR;

/** Gregorian YYYY-MM-DD → Umm al-Qura YYYY-MM-DD; null when not a day or outside the tables. */
function gregorianToHijri(value: string): string | null {
  if (!isGregorianDate(value)) return null;
  const hijri = umalquraParts(Date.parse(`${value}T00:00:00Z`));
  return inRange(hijri[0]) ? isoOf(hijri) : null;
}

/** Umm al-Qura YYYY-MM-DD → Gregorian YYYY-MM-DD; null when that day does not exist. */
function hijriToGregorian(value: string): string | null {
  const target = isoParts(value);
  if (!target || !inRange(target[0])) return null;
  const [y, m, d] = target;
  if (m < 1 || m > 12 || d < 1 || d > 30) return null;
  const months = (year: number, month: number) => (year - 1400) * 12 + (month - 1);
  let ms = ANCHOR + Math.round(months(y, m) * MEAN_MONTH + d - 1) * DAY_MS;
  // The estimate is within a day or two; walk to the day. A 30th that the month lacks is
  // never reached (the walk ends on the 29th or the next month's 1st), so it is refused.
  for (let step = 0; step < 6; step++) {
    const [ay, am, ad] = umalquraParts(ms);
    const off = Math.round((months(y, m) - months(ay, am)) * MEAN_MONTH) + d - ad;
    if (off === 0) return new Date(ms).toISOString().slice(0, 10);
    ms += off * DAY_MS;
  }
  return null;
}

/** The same day in another calendar, as YYYY-MM-DD; null if it does not exist or is out of range. */
export function convertDay(value: string, from: CalendarSystem, to: CalendarSystem): string | null {
  const text = normaliseDigits(value.trim());
  const gregorian =
    from === "gregory" ? (isGregorianDate(text) ? text : null) : hijriToGregorian(text);
  if (!gregorian) return null;
  return to === "gregory" ? gregorian : gregorianToHijri(gregorian);
}
