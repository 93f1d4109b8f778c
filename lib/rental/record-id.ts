import { normaliseDigits } from "./digits";

// A record's id (a unit's, a party's): a positive whole number of at most 16 digits, Arabic-Indic
// digits read as ASCII. fields.ts builds the schema of every id in a path or a filter from this
// pattern; readRecordId reads a typed id in the browser without a schema (the contract list's
// party filter), and record-id.test.ts holds the two to the same answer on any text.

export const RECORD_ID_PATTERN = /^[1-9]\d{0,15}$/;

/** The id typed (any digits, spaces around), or undefined when it is not one. */
export function readRecordId(text: string): number | undefined {
  const digits = normaliseDigits(text.trim());
  if (!RECORD_ID_PATTERN.test(digits)) return undefined;
  const id = Number(digits);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * The largest id the rental service issues: its records (and the dashboard's register, which
 * keeps their ids) are PostgreSQL `integer` columns. The interface allows longer ids in a path,
 * so an id beyond this one names no record: 404, never a query that overflows the column.
 */
export const MAX_STORED_ID = 2_147_483_647;

export function isStoredId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_STORED_ID;
}
