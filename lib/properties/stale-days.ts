import { normaliseDigits } from "@/lib/rental/digits";

// "Not synced within N days": the bounds, and reading a typed number of days without a schema,
// for the properties page's filter, which the browser runs and which carries no validation
// library. stale.ts builds the server's schema from the same bounds; stale.test.ts holds the two
// to the same answer on any text.

/** 1 day to 10 years. */
export const STALE_DAYS_MIN = 1;
export const STALE_DAYS_MAX = 3650;

/** Whole days in range, typed in any digits; undefined for anything else. */
export function readStaleDays(text: string): number | undefined {
  const days = Number(normaliseDigits(text.trim()));
  return Number.isSafeInteger(days) && days >= STALE_DAYS_MIN && days <= STALE_DAYS_MAX
    ? days
    : undefined;
}
