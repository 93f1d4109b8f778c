import { toCalendar, type CalendarDate } from "@internationalized/date";

import { CALENDAR_OF, parseIsoDate, type CalendarSystem } from "@/lib/rental/dates";
import type { EndingGroup } from "@/lib/contracts";

// The overview's forecast: for each of the next 12 months, in the Gregorian and in the Umm
// al-Qura calendar, how many draft and active contracts (not deleted) end in it and the rent at
// stake. Month edges come from @internationalized/date (Umm al-Qura months are 29 or 30 days by
// the published tables), never from arithmetic.
//
// Rent at stake is ONE YEAR's rent of the contracts that end: the contract's total rent divided
// by its duration in whole years (`total_rent / duration`). That is what renewing each contract
// for a year would keep; it is not the rent still to be paid before the end.

export const FORECAST_MONTHS = 12;
export const FORECAST_CALENDARS = [
  "gregory",
  "islamic-umalqura",
] as const satisfies readonly CalendarSystem[];

export type ForecastMonth = {
  /** The month in its own calendar, YYYY-MM (a Hijri month gives its Hijri year and month). */
  key: string;
  /**
   * The days counted, Gregorian YYYY-MM-DD, both included: the month's first and last day, except
   * that the current month starts today (contracts that have already ended are not ahead).
   */
  start: string;
  end: string;
  contracts: number;
  /** One year's rent (SAR) of the contracts ending in the month, rounded to halalas. */
  rentAtStake: number;
};

export type Forecast = Record<CalendarSystem, ForecastMonth[]>;

/** One year's rent of a contract: its total rent over its duration in whole years. */
export function annualRent(totalRent: number, duration: number): number {
  return totalRent / Math.max(1, duration);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const gregorianIso = (date: CalendarDate) => toCalendar(date, CALENDAR_OF.gregory).toString();

/** The next `count` months of `calendar` from `today` (Gregorian YYYY-MM-DD), the current one first. */
export function forecastMonths(
  today: string,
  calendar: CalendarSystem,
  count = FORECAST_MONTHS,
): Pick<ForecastMonth, "key" | "start" | "end">[] {
  const day = parseIsoDate(today, "gregory");
  if (!day) throw new RangeError(`not a day: ${today}`);
  const first = toCalendar(day, CALENDAR_OF[calendar]).set({ day: 1 });
  return Array.from({ length: count }, (_, i) => {
    const month = first.add({ months: i });
    const last = month.set({ day: month.calendar.getDaysInMonth(month) });
    const start = gregorianIso(month);
    return {
      key: `${pad(month.year, 4)}-${pad(month.month)}`,
      start: i === 0 && start < today ? today : start,
      end: gregorianIso(last),
    };
  });
}

/** The last day any calendar's forecast counts (the window to read from the register). */
export function forecastEnd(today: string): string {
  return FORECAST_CALENDARS.map((c) => forecastMonths(today, c).at(-1)!.end)
    .sort()
    .at(-1)!;
}

/** The forecast in both calendars from the register's groups of contracts ending ahead. */
export type { EndingGroup };

export function buildForecast(today: string, groups: readonly EndingGroup[]): Forecast {
  const of = (calendar: CalendarSystem) =>
    forecastMonths(today, calendar).map((month) => {
      let contracts = 0;
      let rent = 0;
      for (const g of groups) {
        if (g.endDate < month.start || g.endDate > month.end) continue;
        contracts += g.contracts;
        rent += annualRent(g.totalRent, g.duration);
      }
      return { ...month, contracts, rentAtStake: Math.round(rent * 100) / 100 };
    });
  return { gregory: of("gregory"), "islamic-umalqura": of("islamic-umalqura") };
}
