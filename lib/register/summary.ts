import { and, count, eq, gte, lte } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { contractRegister } from "@/lib/db/schema";
import { ENDING_WINDOWS, type RegisterSummary } from "@/lib/register/schemas";
import { todayInRiyadh } from "@/lib/rental/dates";
import { CONTRACT_STATUSES, type ContractStatus } from "@/lib/rental/records";

// The overview's numbers: register contracts (not deleted) by status, and how many end within
// the next 30, 60 and 90 days (Riyadh time), counted in one place instead of seven requests.

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function summarizeRegister(
  db: DashboardDb,
  now: Date = new Date(),
): Promise<RegisterSummary> {
  const c = contractRegister;
  const today = todayInRiyadh(now);
  const statusRows = await db
    .select({ status: c.status, n: count() })
    .from(c)
    .where(eq(c.deleted, false))
    .groupBy(c.status);
  const byStatus = Object.fromEntries(CONTRACT_STATUSES.map((s) => [s, 0])) as Record<
    ContractStatus,
    number
  >;
  let total = 0;
  for (const row of statusRows) {
    if (row.status in byStatus) byStatus[row.status as ContractStatus] = row.n;
    total += row.n;
  }
  const ending = await Promise.all(
    ENDING_WINDOWS.map(async (days) => {
      const [row] = await db
        .select({ n: count() })
        .from(c)
        .where(
          and(eq(c.deleted, false), gte(c.endDate, today), lte(c.endDate, addDays(today, days))),
        );
      return [String(days), row?.n ?? 0] as const;
    }),
  );
  return {
    total,
    byStatus,
    endingWithin: Object.fromEntries(ending) as RegisterSummary["endingWithin"],
    today,
  };
}
