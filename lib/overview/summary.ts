import "server-only";

import { auditPage } from "@/lib/users/server";
import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { getDb } from "@/lib/db";
import { DECISION_WINDOWS, ENDING_WINDOWS } from "@/lib/contracts";
import { registerPage } from "@/lib/contracts/server";
import { listDecisionsDue, listEndingGroups, summarizeRegister } from "@/lib/contracts/server";
import { mapUpstreamError, UpstreamError } from "@/lib/upstream/errors";
import { listProperties } from "@/lib/properties/server";
import { moneySummary } from "@/lib/rent-roll/server";

import { buildForecast, forecastEnd } from "./forecast";
import { OVERVIEW_LIST_SIZE, type Overview, type Portfolio } from "./schemas";
import { addDays } from "@/lib/rental/contract-period";

// GET /api/overview: what the overview shows, read once on the server instead of six browser
// calls. Properties and units come from one upstream call (one property per page: only the
// totals are wanted); the rest from the dashboard's own database, including the next 12 months'
// forecast of contracts ending (lib/overview/forecast.ts).

const LONGEST_WINDOW = Math.max(...ENDING_WINDOWS);
const LONGEST_DECISION_WINDOW = Math.max(...DECISION_WINDOWS);

/** Properties and units from the rental service, or why they are not available. */
async function portfolioOf(user: SessionUser): Promise<Portfolio> {
  try {
    const { meta } = await listProperties(user, { pagination: { page: 1, pageSize: 1 } });
    return { status: "ok", properties: meta.pagination.total, units: meta.units_total };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const { code, message } = mapUpstreamError(error).body.error;
    return { status: "unavailable", error: { code, message } };
  }
}

export async function overviewFor(user: SessionUser, now = new Date()): Promise<Overview> {
  const db = await getDb();
  // Admins read everyone's activity (the audit log); everyone else their own.
  const scope = can(user.role, "audit:read") ? "all" : "own";
  const [portfolio, contracts, activity, money] = await Promise.all([
    portfolioOf(user),
    summarizeRegister(db, now),
    auditPage(db, {
      page: 1,
      pageSize: OVERVIEW_LIST_SIZE,
      userId: scope === "own" ? user.id : undefined,
    }),
    moneySummary(db, now),
  ]);
  // "Today" is the summary's (Riyadh), so the list and the counts agree.
  const [ending, decisionsDue, endingGroups] = await Promise.all([
    registerPage(db, {
      endingAfter: contracts.today,
      endingBefore: addDays(contracts.today, LONGEST_WINDOW),
      sort: "end_date:asc",
      page: 1,
      pageSize: OVERVIEW_LIST_SIZE,
    }),
    listDecisionsDue(db, contracts.today, LONGEST_DECISION_WINDOW, OVERVIEW_LIST_SIZE),
    listEndingGroups(db, contracts.today, forecastEnd(contracts.today)),
  ]);
  return {
    portfolio,
    contracts,
    decisionsDue,
    endingSoon: ending,
    activity: { scope, entries: activity },
    // Both calendars: switching calendar in the menu needs no new request.
    forecast: buildForecast(contracts.today, endingGroups),
    money,
  };
}
