import { CalendarDate, GregorianCalendar } from "@internationalized/date";

import { isGregorianDate } from "./dates";

// An Ejar contract that renews automatically renews unless a party gives notice before its notice
// period starts; one that does not ends, and the notice says whether a new contract follows.
// Either way the day to decide is the end date minus the notice period: the decision date.

/** The notice periods the interface accepts (contract.ts): whole days, 0 to 365. */
export const MAX_NOTICE_DAYS = 365;
/** The notice period assumed when a contract sets none (CONTRACT_DEFAULT_NOTICE_DAYS). */
export const DEFAULT_NOTICE_DAYS = 60;

const gregorian = new GregorianCalendar();

/** The contract's own notice period: a whole number of days from 0 to 365, else null. */
export function noticePeriodOf(terms: Record<string, unknown> | null | undefined): number | null {
  const days = terms?.notice_period_in_days;
  return typeof days === "number" && Number.isInteger(days) && days >= 0 && days <= MAX_NOTICE_DAYS
    ? days
    : null;
}

/**
 * The decision date (Gregorian YYYY-MM-DD): `endDate` minus `noticeDays`, or minus
 * `defaultDays` when the contract sets no notice period. Null without a valid end date.
 */
export function decisionDate(
  endDate: string | null | undefined,
  noticeDays: number | null,
  defaultDays: number = DEFAULT_NOTICE_DAYS,
): string | null {
  if (!endDate || !isGregorianDate(endDate)) return null;
  const [y, m, d] = endDate.split("-").map(Number) as [number, number, number];
  const day = new CalendarDate(gregorian, y, m, d).subtract({ days: noticeDays ?? defaultDays });
  return day.toString();
}
