import { convertDay } from "./calendar-days";
import type { CalendarSystem } from "@/lib/rental/dates";
import { arabicIndicDigits } from "@/lib/rental/digits";

// One formatter for every number, amount, date and time a person reads, shared by server and
// client components (lib/format/server.ts, components/ui/use-format.ts bind it to the request's
// language and preferences). Everything goes through Intl, conversions included
// (calendar-days.ts), whose Umm al-Qura tables are checked against @internationalized/date's
// (format.test.ts, calendar-days.test.ts, e2e/dates.spec.ts for Chromium).
// IDs, record, deed, unit and phone numbers go through `digits`: shown in the person's digits
// with nothing else changed. What is copied or exported (files, the clipboard, tel: and wa.me
// links, a form's submitted value) keeps the stored Latin digits: never pass it through here.

export type DigitStyle = "latn" | "arab";

export type FormatSettings = {
  /** The interface language ("ar" or "en"). */
  locale: string;
  /** How digits are shown in Arabic; English always uses Latin digits. */
  digits: DigitStyle;
  /** The primary calendar; the other one is shown beside it. */
  calendar: CalendarSystem;
};

/** Offices keep Riyadh time (UTC+3 all year); instants are shown in it. */
export const TIME_ZONE = "Asia/Riyadh";

export function otherCalendar(calendar: CalendarSystem): CalendarSystem {
  return calendar === "gregory" ? "islamic-umalqura" : "gregory";
}

/**
 * The BCP 47 tag Intl formats with: Saudi Arabic, or British English (day before month, as in
 * Saudi offices), with the calendar and the numbering system spelled out.
 */
export function intlLocale(settings: Omit<FormatSettings, "calendar">, calendar: CalendarSystem) {
  const arabic = settings.locale === "ar";
  const digits = arabic ? settings.digits : "latn";
  return `${arabic ? "ar-SA" : "en-GB"}-u-ca-${calendar}-nu-${digits}`;
}

// Intl formatters are costly to build and tables render hundreds of cells: build each once.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

const DATE_STYLES = {
  /** 13 Dec 2024 · ١٣‏/١٢‏/٢٠٢٤ · 12 Jum. II 1446 AH */
  medium: { dateStyle: "medium" },
  /** 13 December 2024 · ١٢ جمادى الآخرة ١٤٤٦ هـ */
  long: { dateStyle: "long" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const MONTH_STYLES = {
  short: { month: "short" },
  long: { month: "long", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type MonthStyle = keyof typeof MONTH_STYLES;

/** A calendar day and its two renderings: `primary` in the preferred calendar, `secondary` in the other. */
export type DualDate = {
  /** The Gregorian YYYY-MM-DD (for <time dateTime>). */
  iso: string;
  primary: string;
  secondary: string;
  primaryCalendar: CalendarSystem;
};

export function createFormatter(settings: FormatSettings) {
  const locale = (calendar: CalendarSystem) => intlLocale(settings, calendar);
  const numberLocale = locale("gregory");

  function number(value: number, options: Intl.NumberFormatOptions = {}): string {
    const key = `n|${numberLocale}|${JSON.stringify(options)}`;
    return cached(key, () => new Intl.NumberFormat(numberLocale, options)).format(value);
  }

  /** Saudi riyals in the language's own form: "SAR 60,000" · "‏٦٠٬٠٠٠ ر.س.‏"; halalas when there are any. */
  function amount(value: number): string {
    return number(value, {
      style: "currency",
      currency: "SAR",
      trailingZeroDisplay: "stripIfInteger",
    });
  }

  /**
   * A number written as digits rather than as a quantity: a record, contract or unit number, an
   * ID, deed or phone number ("1062", "+966501234567", "A-12"). In Arabic with Arabic-Indic
   * digits its digits become ٠-٩; nothing is grouped or reordered (show it left to right:
   * components/ui/digits.tsx). Null, undefined and "" give "".
   */
  function digits(value: string | number | null | undefined): string {
    const text = value === null || value === undefined ? "" : String(value);
    return settings.locale === "ar" && settings.digits === "arab" ? arabicIndicDigits(text) : text;
  }

  function dayFormat(calendar: CalendarSystem, style: DateStyle): Intl.DateTimeFormat {
    const tag = locale(calendar);
    return cached(
      `d|${tag}|${style}`,
      () => new Intl.DateTimeFormat(tag, { ...DATE_STYLES[style], timeZone: "UTC" }),
    );
  }

  /**
   * A Gregorian YYYY-MM-DD day written in numbers in `calendar` (two-digit day and month, in the
   * language's order and digits), as a date field's segments show it; without the era, which
   * the field's calendar switch names.
   */
  function dayParts(iso: string, calendar: CalendarSystem): Intl.DateTimeFormatPart[] {
    const tag = locale(calendar);
    const parts = cached(
      `p|${tag}`,
      () =>
        new Intl.DateTimeFormat(tag, {
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          timeZone: "UTC",
        }),
    ).formatToParts(new Date(`${iso}T00:00:00Z`));
    const nearEra = (i: number) => parts[i - 1]?.type === "era" || parts[i + 1]?.type === "era";
    return parts.filter((p, i) => p.type !== "era" && !(p.type === "literal" && nearEra(i)));
  }

  /**
   * A day given as YYYY-MM-DD in `from`, shown in `calendar`; null when it is not a day, or
   * lies outside the Umm al-Qura tables and is asked for in Hijri.
   */
  function day(value: string, from: CalendarSystem, calendar: CalendarSystem, style: DateStyle) {
    const iso = convertDay(value, from, "gregory");
    if (!iso) return null;
    if (calendar !== "gregory" && !convertDay(iso, "gregory", calendar)) return null;
    return dayFormat(calendar, style).format(new Date(`${iso}T00:00:00Z`));
  }

  /**
   * A calendar day given as YYYY-MM-DD in `from` (Gregorian unless said otherwise), in both
   * calendars ("—" for a Hijri day outside the tables); null when it is not a day.
   */
  function dual(value: string, from: CalendarSystem = "gregory", style: DateStyle = "medium") {
    const iso = convertDay(value, from, "gregory");
    if (!iso) return null;
    const primaryCalendar = settings.calendar;
    const render = (calendar: CalendarSystem) => day(iso, "gregory", calendar, style) ?? "—";
    return {
      iso,
      primary: render(primaryCalendar),
      secondary: render(otherCalendar(primaryCalendar)),
      primaryCalendar,
    } satisfies DualDate;
  }

  /** A calendar day in the primary calendar only ("—" when it is not a day). */
  function date(value: string, from: CalendarSystem = "gregory", style: DateStyle = "medium") {
    return dual(value, from, style)?.primary ?? "—";
  }

  /**
   * The month (and year) of a Gregorian YYYY-MM-DD day in the primary calendar: "Dec 2026",
   * "Jumada II 1448 AH", "جمادى الآخرة ١٤٤٨ هـ"; `short` gives the month alone ("Dec", "Jum. II").
   * "—" when it is not a day or lies outside the Umm al-Qura tables.
   */
  function month(value: string, style: MonthStyle = "long") {
    const calendar = settings.calendar;
    if (!convertDay(value, "gregory", calendar)) return "—";
    const tag = locale(calendar);
    return cached(
      `m|${tag}|${style}`,
      () => new Intl.DateTimeFormat(tag, { ...MONTH_STYLES[style], timeZone: "UTC" }),
    ).format(new Date(`${value}T00:00:00Z`));
  }

  /** An instant as Riyadh date and time in the primary calendar, with the other calendar's day. */
  function dateTime(value: string | Date, options: { seconds?: boolean } = {}) {
    const instant = typeof value === "string" ? new Date(value) : value;
    if (Number.isNaN(instant.getTime())) return null;
    const tag = locale(settings.calendar);
    const timeStyle = options.seconds ? "medium" : "short";
    const primary = cached(
      `t|${tag}|${timeStyle}`,
      () => new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle, timeZone: TIME_ZONE }),
    ).format(instant);
    // The Riyadh calendar day of the instant, for the other calendar's rendering.
    const day = new Date(instant.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
    const secondary = dual(day)?.secondary ?? "—";
    return { iso: instant.toISOString(), primary, secondary };
  }

  return { settings, number, amount, digits, day, dayParts, dual, date, month, dateTime };
}

export type Formatter = ReturnType<typeof createFormatter>;
