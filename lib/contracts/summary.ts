import { and, asc, count, eq, gte, inArray, lte, sql, sum, type SQL } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { contractRegister } from "./tables";
import {
  DECIDING_STATUSES,
  DECISION_WINDOWS,
  ENDING_WINDOWS,
  type RegisterEntry,
  type RegisterSummary,
} from "./schemas";
import { toRegisterEntry } from "./store";
import { todayInRiyadh } from "@/lib/rental/dates";
import { CONTRACT_STATUSES, type ContractStatus } from "@/lib/rental/records";
import { addDays } from "@/lib/rental/contract-period";
import type { DueSet } from "./windows";
import { deciding, decisionsDue, endingWithin } from "./sets";

// The overview's numbers: register contracts (not deleted; terminated ones too) by status, and how many end within
// the next 30, 60 and 90 days (Riyadh time), counted in one place instead of seven requests;
// and the decisions due: draft and active contracts whose decision date (end date minus the
// notice period) falls within the next 7, 30 and 60 days, today included. A contract whose
// decision date has passed while it still runs is overdue: counted apart and listed first.
// One whose end date has passed has nothing left to decide and is left out.

/** The contracts ending on one day with one duration (the register grouped by both). */
export type EndingGroup = {
  /** Gregorian YYYY-MM-DD. */
  endDate: string;
  /** Whole years; a duration under one year counts as one. */
  duration: number;
  contracts: number;
  /** The sum of the contracts' total rent (SAR) over their whole duration. */
  totalRent: number;
};

export async function summarizeRegister(
  db: DashboardDb,
  now: Date = new Date(),
): Promise<RegisterSummary> {
  const c = contractRegister;
  const today = todayInRiyadh(now);
  // One pass over the register, each figure a filtered count: as eight statements the summary
  // cost 15 ms of CPU on PGlite with no contracts at all, now 8 (bench/findings.md).
  const counted = (condition: SQL | undefined) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const ending = ENDING_WINDOWS.map((days) => [String(days), endingWithin(days, today)] as const);
  const decisions = DECISION_WINDOWS.map(
    (days) => [String(days), decisionsDue(String(days) as DueSet, today)] as const,
  );
  // A contract terminated through the dashboard is flagged deleted as it ends (register.ts):
  // "Terminated" counts those too, and opens the register with deleted contracts shown.
  const live = (condition: SQL | undefined) => counted(and(eq(c.deleted, false), condition));
  const [row] = await db
    .select({
      total: live(undefined),
      overdue: live(decisionsDue("overdue", today)),
      ...Object.fromEntries(
        CONTRACT_STATUSES.map((s) => [
          `status_${s}`,
          s === "terminated" ? counted(eq(c.status, s)) : live(eq(c.status, s)),
        ]),
      ),
      ...Object.fromEntries(ending.map(([days, when]) => [`ending_${days}`, live(when)])),
      ...Object.fromEntries(decisions.map(([days, when]) => [`decision_${days}`, live(when)])),
    })
    .from(c);
  const figure = (key: string) => (row as Record<string, number> | undefined)?.[key] ?? 0;
  const within = (windows: readonly (readonly [string, unknown])[], prefix: string) =>
    Object.fromEntries(windows.map(([days]) => [days, figure(`${prefix}_${days}`)]));
  return {
    total: figure("total"),
    byStatus: Object.fromEntries(
      CONTRACT_STATUSES.map((s) => [s, figure(`status_${s}`)]),
    ) as Record<ContractStatus, number>,
    endingWithin: within(ending, "ending") as RegisterSummary["endingWithin"],
    decisionsWithin: within(decisions, "decision") as RegisterSummary["decisionsWithin"],
    decisionsOverdue: figure("overdue"),
    today,
  };
}

/**
 * The decisions due by `today` + `days`, most urgent first: the overdue ones (earliest first),
 * then the ones to come, by decision date.
 */
export async function listDecisionsDue(
  db: DashboardDb,
  today: string,
  days: number,
  limit: number,
): Promise<RegisterEntry[]> {
  const c = contractRegister;
  const rows = await db
    .select()
    .from(c)
    .where(and(...deciding(today), lte(c.decisionDate, addDays(today, days))))
    .orderBy(asc(c.decisionDate), asc(c.endDate), asc(c.contractId))
    .limit(limit);
  return rows.map(toRegisterEntry);
}

/**
 * Draft and active contracts (not deleted) ending from `from` to `to` (both included), grouped by
 * end date and duration: a year of days makes a few hundred rows, however large the register.
 * The overview's forecast (lib/overview/forecast.ts) buckets them into months.
 */
export async function listEndingGroups(
  db: DashboardDb,
  from: string,
  to: string,
): Promise<EndingGroup[]> {
  const c = contractRegister;
  const rows = await db
    .select({
      endDate: c.endDate,
      duration: c.duration,
      contracts: count(),
      totalRent: sum(c.totalRent).mapWith(Number),
    })
    .from(c)
    .where(
      and(
        eq(c.deleted, false),
        inArray(c.status, [...DECIDING_STATUSES]),
        gte(c.endDate, from),
        lte(c.endDate, to),
      ),
    )
    .groupBy(c.endDate, c.duration);
  return rows.flatMap((r) => (r.endDate ? [{ ...r, endDate: r.endDate }] : []));
}
