import "server-only";

import { sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { pause } from "@/lib/upstream/pause";
import { rowsOf } from "@/lib/shared/connect";

// The pace of bulk sync's upstream requests: at most `rps` a second across every run on every
// dashboard instance. The shared part is one row (sync_pace): each request takes the next free
// slot in one atomic statement, by the database's clock, so two workers (two runs, two
// instances) never take the same slot; it then waits for its slot. A worker also keeps its own
// last start (as the export pager does), so its own requests stay 1/rps apart by its clock even
// when the database answers one slot late and the next early.

const KEY = "upstream";

/**
 * Takes the next slot; resolves with how long to wait for it and when it is (ms; the time since
 * the epoch, by the database's clock).
 */
export async function takeSlot(
  db: DashboardDb,
  intervalMs: number,
): Promise<{ waitMs: number; slotAt: number }> {
  const interval = `${Math.ceil(intervalMs)} milliseconds`;
  const result = await db.execute(sql`
    with clock as (select clock_timestamp() as t)
    insert into sync_pace (key, next_at)
    select ${KEY}, clock.t + ${interval}::interval from clock
    on conflict (key) do update
      set next_at = greatest(sync_pace.next_at, (select t from clock)) + ${interval}::interval
    returning
      greatest(
        0,
        extract(epoch from (next_at - ${interval}::interval - (select t from clock))) * 1000
      )::float8 as wait_ms,
      (extract(epoch from (next_at - ${interval}::interval)) * 1000)::float8 as slot_at
  `);
  const row = rowsOf<{ wait_ms: number | string; slot_at: number | string }>(result)[0];
  return { waitMs: Number(row?.wait_ms ?? 0), slotAt: Number(row?.slot_at ?? Date.now()) };
}

export type Pacer = {
  /**
   * Resolves when the next upstream request may start, with the time of the slot it took (ms
   * since the epoch, by the database's clock); rejects if `signal` aborts first.
   */
  next(signal: AbortSignal): Promise<number>;
};

export function createPacer(db: DashboardDb, rps: number): Pacer {
  const intervalMs = 1000 / rps;
  let lastStart = -Infinity;
  return {
    async next(signal) {
      const { waitMs, slotAt } = await takeSlot(db, intervalMs);
      const due = Math.max(performance.now() + waitMs, lastStart + intervalMs);
      // Timers round to whole milliseconds and may wake a little early: wait until it is time.
      while (performance.now() < due) await pause(Math.ceil(due - performance.now()), signal);
      lastStart = performance.now();
      return slotAt;
    },
  };
}
