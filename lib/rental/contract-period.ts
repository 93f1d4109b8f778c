// Contract periods are whole calendar days, end date inclusive, as on Ejar: a one-year contract
// from 2026-11-22 ends on 2027-11-21. One definition for the rental service (which gives a new
// contract its period) and the dashboard (which proposes a renewal's period).

function toUtc(date: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/**
 * The last day of a contract of `years` whole years from `start`: the same day `years` later,
 * minus one. From 29 February the same day does not exist: it falls on 1 March, so the
 * contract ends on 28 February.
 */
export function endForDuration(start: string, years: number): string {
  const date = toUtc(start);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() - 1);
  return iso(date);
}

/** A renewal starts the day after the old contract ends and runs `years` whole years. */
export function renewalPeriod(oldEnd: string, years: number) {
  const start_date = addDays(oldEnd, 1);
  return { start_date, end_date: endForDuration(start_date, years) };
}
