import { endForDuration } from "@/lib/rental/contract-period";
import { MAX_CONTRACT_YEARS } from "@/lib/rental/contract";

// Contract periods are whole calendar days in Riyadh, end date inclusive: the rules live in
// lib/rental/contract-period.ts, shared with the dashboard (which proposes renewal periods).
export { addDays, endForDuration } from "@/lib/rental/contract-period";

/** Whole years needed to cover start..end (at least 1), for the contract's `duration`. */
export function durationFor(start: string, end: string): number {
  let years = 1;
  while (endForDuration(start, years) < end && years <= MAX_CONTRACT_YEARS) years++;
  return years;
}
