import { MAX_CONTRACT_YEARS } from "@/lib/rental/contract";

// Contract periods are whole calendar days in Riyadh, end date inclusive: a one-year contract
// from 2026-11-22 ends on 2027-11-21, as on Ejar.

function toUtc(date: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function endForDuration(start: string, years: number): string {
  const date = toUtc(start);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() - 1);
  return iso(date);
}

/** Whole years needed to cover start..end (at least 1), for the contract's `duration`. */
export function durationFor(start: string, end: string): number {
  let years = 1;
  while (endForDuration(start, years) < end && years <= MAX_CONTRACT_YEARS) years++;
  return years;
}

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}
