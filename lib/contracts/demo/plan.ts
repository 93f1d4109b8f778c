import { addDays, endForDuration } from "@/lib/rental/contract-period";
import type { CONTRACT_TYPES } from "@/lib/rental/contract";

// The demo register's contracts, as periods relative to today (Riyadh): every number the
// overview shows has some. Decisions (end date minus the notice period) overdue and due within
// 7, 30 and 60 days; endings within 30, 60 and 90 days; endings spread over the next 11 months
// for the forecast; running contracts, drafts, expired ones, one terminated and one draft
// deleted. Offsets are days, so that the windows hold on any day of the year; the forecast's
// endings stay within 320 days, inside the 12 months shown from any day of a month.

/** What the contract shows on the overview (tests and the log read it). */
export const DEMO_ROLES = [
  "overdue",
  "decision-7",
  "decision-30",
  "decision-60",
  "forecast",
  "running",
  "draft",
  "expired",
  "terminated",
  "deleted",
] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

export type DemoContract = {
  role: DemoRole;
  /** Gregorian YYYY-MM-DD, end date included (contract-period.ts). */
  start_date: string;
  end_date: string;
  /** Whole years the period needs: the contract's `duration`. */
  years: number;
  notice_days: number;
  contract_type: (typeof CONTRACT_TYPES)[number];
  /** After its dates are set: kept, terminated (active) or deleted (draft). */
  then: "keep" | "terminate" | "delete";
};

// [role, which day the offset fixes, offset in days from today, years, notice days, commercial]
type Row = [DemoRole, "end" | "start", number, number, number, boolean?];
const ROWS: readonly Row[] = [
  ["overdue", "end", 12, 1, 60],
  ["overdue", "end", 25, 1, 90],
  ["overdue", "end", 40, 2, 60],
  ["decision-7", "end", 33, 1, 30],
  ["decision-7", "end", 66, 1, 60],
  ["decision-30", "end", 50, 1, 30],
  ["decision-30", "end", 88, 1, 60],
  ["decision-30", "end", 105, 1, 90, true],
  ["decision-60", "end", 80, 1, 30],
  ["decision-60", "end", 100, 1, 60],
  ["decision-60", "end", 145, 2, 90],
  ["forecast", "end", 130, 1, 60],
  ["forecast", "end", 165, 2, 60],
  ["forecast", "end", 200, 1, 30],
  ["forecast", "end", 230, 3, 90, true],
  ["forecast", "end", 260, 1, 60],
  ["forecast", "end", 290, 1, 60],
  ["forecast", "end", 320, 1, 30],
  ["running", "start", -30, 1, 60],
  ["running", "start", -75, 2, 90],
  ["draft", "start", 14, 1, 60],
  ["draft", "start", 45, 2, 90],
  ["expired", "end", -20, 1, 60],
  ["expired", "end", -200, 1, 30],
  ["terminated", "start", -120, 1, 60],
  ["deleted", "start", 30, 1, 60],
];

/**
 * The first day of a contract of `years` whole years that ends on `end`: the day after `end`,
 * `years` earlier. A 29 February that does not exist that year becomes 1 March, so the period
 * still needs exactly `years` years.
 */
export function startForEnd(end: string, years: number): string {
  const next = new Date(`${addDays(end, 1)}T00:00:00Z`);
  next.setUTCFullYear(next.getUTCFullYear() - years);
  return next.toISOString().slice(0, 10);
}

/** The demo contracts for `today` (Gregorian YYYY-MM-DD, Riyadh), in the order they are made. */
export function demoRegisterPlan(today: string): DemoContract[] {
  return ROWS.map(([role, anchor, offset, years, notice_days, commercial]) => {
    const day = addDays(today, offset);
    const start_date = anchor === "start" ? day : startForEnd(day, years);
    const end_date = anchor === "end" ? day : endForDuration(day, years);
    const then = role === "terminated" ? "terminate" : role === "deleted" ? "delete" : "keep";
    const contract_type = commercial ? "commercial" : "residential";
    return { role, start_date, end_date, years, notice_days, contract_type, then };
  });
}
