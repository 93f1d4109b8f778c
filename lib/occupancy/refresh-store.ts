import { sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { rowsOf } from "@/lib/shared/connect";

import type { RefreshState } from "./schemas";
import { unitIndexRefresh } from "./tables";

// The index's refresh row (`key` "units"): one refresh at a time across every instance, claimed
// in one statement by the database's clock. A claim older than CLAIM_EXPIRES (its instance
// stopped mid-way) may be taken over.

const KEY = "units";
export const CLAIM_EXPIRES_MINUTES = 30;

/** Claims the refresh for `who`; the claim's start (database clock), or null when one runs. */
export async function claimRefresh(db: DashboardDb, who: string): Promise<Date | null> {
  await db.insert(unitIndexRefresh).values({ key: KEY }).onConflictDoNothing();
  const result = await db.execute(sql`
    update ${unitIndexRefresh} set running_since = clock_timestamp(), started_by = ${who}
    where key = ${KEY} and (running_since is null
      or running_since < clock_timestamp() - ${`${CLAIM_EXPIRES_MINUTES} minutes`}::interval)
    returning running_since`);
  const row = rowsOf<{ running_since: string | Date }>(result)[0];
  return row ? new Date(row.running_since) : null;
}

export async function finishRefresh(
  db: DashboardDb,
  counts: { properties: number; units: number },
): Promise<void> {
  await db.execute(sql`
    update ${unitIndexRefresh} set running_since = null, refreshed_at = clock_timestamp(),
      properties = ${counts.properties}, units = ${counts.units}, failed_at = null, failure = null
    where key = ${KEY}`);
}

export async function failRefresh(db: DashboardDb, failure: string): Promise<void> {
  await db.execute(sql`
    update ${unitIndexRefresh} set running_since = null, failed_at = clock_timestamp(),
      failure = ${failure}
    where key = ${KEY}`);
}

const iso = (v: string | Date | null | undefined) => (v ? new Date(v).toISOString() : null);

export async function readRefreshState(db: DashboardDb): Promise<RefreshState> {
  const result = await db.execute(sql`select * from ${unitIndexRefresh} where key = ${KEY}`);
  const row = rowsOf<{
    running_since: string | Date | null;
    refreshed_at: string | Date | null;
    properties: number | null;
    units: number | null;
    failed_at: string | Date | null;
    failure: string | null;
  }>(result)[0];
  return {
    refreshed_at: iso(row?.refreshed_at),
    running_since: iso(row?.running_since),
    properties: row?.properties ?? null,
    units: row?.units ?? null,
    failed_at: iso(row?.failed_at),
    failure: row?.failure ?? null,
  };
}
