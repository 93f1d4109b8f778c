import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, not, type SQL } from "drizzle-orm";

import { addDays } from "@/lib/rental/contract-period";
import { noticeGiven } from "@/lib/rent-roll/server";

import type { DueSet } from "./windows";
import { DECIDING_STATUSES } from "./schemas";
import { contractRegister as c } from "./tables";

// The sets of the register that the overview counts and its cards open, each written once: the
// summary counts with these conditions and the register's list filters with them (`due`,
// `ending`), so that a card's number is the number of rows its list shows. Dates are Riyadh's
// `today` (YYYY-MM-DD).

/**
 * Contracts with a decision still to take on `today`: live, not ended, with a decision date, not
 * renewed (a renewal in the register is the decision taken) and with no notice given (the
 * decision taken and told: lib/rent-roll/follow-ups.ts).
 */
export function deciding(today: string): SQL[] {
  return [
    eq(c.deleted, false),
    inArray(c.status, [...DECIDING_STATUSES]),
    gte(c.endDate, today),
    isNotNull(c.decisionDate),
    isNull(c.renewedAs),
    not(noticeGiven(c.contractId)),
  ];
}

/** Decisions overdue (the date passed, the contract still runs), or due within `set` days. */
export function decisionsDue(set: DueSet, today: string): SQL | undefined {
  if (set === "overdue") return and(...deciding(today), lt(c.decisionDate, today));
  return and(
    ...deciding(today),
    gte(c.decisionDate, today),
    lte(c.decisionDate, addDays(today, Number(set))),
  );
}

/** Contracts (not deleted) that end within `days` days, today included. */
export function endingWithin(days: number, today: string): SQL | undefined {
  return and(eq(c.deleted, false), gte(c.endDate, today), lte(c.endDate, addDays(today, days)));
}
