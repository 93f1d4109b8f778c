import { sql, type SQL } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { rateLimits } from "@/lib/db/tables";
import { rowsOf } from "@/lib/shared/connect";

// Fixed-window counters in the database (rate limits, the audit log's budget), shared by every
// instance. One statement counts a hit on several keys at once and returns the new counts: a row
// per key, reset when its window has passed. Rows are updated in place, so the table holds one
// row per key in use; old ones are pruned now and then.

export const WINDOW_MS = 60_000;

export function windowOf(now: Date, windowMs = WINDOW_MS): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** INSERT … ON CONFLICT … RETURNING key, count: usable alone or as a CTE. */
export function hitStatement(keys: string[], window: Date): SQL {
  // Sorted, so that two statements touching the same keys lock them in the same order.
  const rows = [...new Set(keys)]
    .sort()
    .map((key) => sql`(${key}, ${window.toISOString()}::timestamptz, 1)`);
  return upsertHits(rows);
}

/**
 * hitStatement for a prepared statement: `count` keys as placeholders `key0`, `key1`, … and the
 * window as `window` (ISO text). The caller binds the keys deduplicated and sorted (hitParams).
 * `when`, given a key, is a condition: a key for which it is false is not counted.
 */
export function preparedHitStatement(count: number, when?: (key: SQL) => SQL): SQL {
  const rows = Array.from(
    { length: count },
    (_, i) => sql`(${sql.placeholder(`key${i}`)}, ${sql.placeholder("window")}::timestamptz, 1)`,
  );
  if (!when) return upsertHits(rows);
  return upsertFrom(
    sql`select k.key, k.window_start, k.count from (values ${sql.join(rows, sql`, `)})
      as k(key, window_start, count) where ${when(sql`k.key`)}`,
  );
}

/** The parameters of preparedHitStatement: the keys deduplicated and sorted, as hitStatement. */
export function hitParams(keys: string[], now: Date): Record<string, string> {
  const params: Record<string, string> = { window: windowOf(now).toISOString() };
  [...new Set(keys)].sort().forEach((key, i) => (params[`key${i}`] = key));
  return params;
}

function upsertHits(rows: SQL[]): SQL {
  return upsertFrom(sql`values ${sql.join(rows, sql`, `)}`);
}

function upsertFrom(source: SQL): SQL {
  return sql`insert into ${rateLimits} as r (key, window_start, count) ${source}
    on conflict (key) do update set
      count = case when r.window_start = excluded.window_start then r.count + 1 else 1 end,
      window_start = excluded.window_start
    returning r.key as key, r.count as count`;
}

/** The keys' counts after this hit. */
export async function countHits(
  db: DashboardDb,
  keys: string[],
  now: Date = new Date(),
): Promise<Map<string, number>> {
  const result = await db.execute(hitStatement(keys, windowOf(now)));
  return new Map(
    rowsOf<{ key: string; count: number }>(result).map((r) => [r.key, Number(r.count)]),
  );
}

/** Forgets counters whose window ended long ago. */
export async function pruneCounters(db: DashboardDb, now: Date = new Date()): Promise<void> {
  const before = new Date(now.getTime() - 60 * WINDOW_MS);
  await db.execute(
    sql`delete from ${rateLimits} where window_start < ${before.toISOString()}::timestamptz`,
  );
}
