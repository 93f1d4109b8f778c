import "server-only";

import { sql } from "drizzle-orm";

import { getDb } from "@/lib/db";
import type { DashboardDb } from "@/lib/db/database";
import { upstreamBackgroundRps } from "@/lib/env";
import { rowsOf } from "@/lib/shared/connect";

import { pause } from "./pause";

// The upstream budget: at most `rps` requests a second from every background reader together
// (exports, bulk deed sync, the demo register, the needs-attention scan), on every dashboard
// instance, under the organisation's one credential. The vendor's limit is on the credential,
// not on a reader or an instance, so the budget is one row of the database (busyUntil, key
// "upstream"): each request takes the next free slot in one atomic statement, by the
// database's clock, so no two requests anywhere take the same slot; then it waits for its slot.
// A budget also keeps its own last start, so that its requests stay 1/rps apart by this
// process's clock even when the database answers one slot late and the next early.
//
// How readers draw from it: background.ts. A person's own requests (a page's read, a save) are
// not background reading and never wait here.

const KEY = "upstream";

/**
 * Takes the next slot of the budget; resolves with how long to wait for it and when it is (ms;
 * the time since the epoch, by the database's clock).
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

export type UpstreamBudget = {
  /** Requests a second, for every reader on every instance together. */
  readonly rps: number;
  /**
   * Resolves when the next upstream request may start, with the time of the slot it took (ms
   * since the epoch, by the database's clock); rejects if `signal` aborts first.
   */
  next(signal: AbortSignal): Promise<number>;
};

/** A budget of `rps` on `db` (or the database it resolves to when first asked). */
export function createBudget(
  db: DashboardDb | (() => Promise<DashboardDb>),
  rps: number,
): UpstreamBudget {
  const intervalMs = 1000 / rps;
  const database = typeof db === "function" ? db : async () => db;
  let lastStart = -Infinity;
  return {
    rps,
    async next(signal) {
      signal.throwIfAborted();
      const { waitMs, slotAt } = await takeSlot(await database(), intervalMs);
      const due = Math.max(performance.now() + waitMs, lastStart + intervalMs);
      // Timers round to whole milliseconds and may wake a little early: wait until it is time.
      while (performance.now() < due) await pause(Math.ceil(due - performance.now()), signal);
      lastStart = performance.now();
      return slotAt;
    },
  };
}

// One per process, on globalThis: every route bundle and the job engine share its own clock.
const PROCESS = Symbol.for("rental-desk.upstream-budget");
type Holder = { [PROCESS]?: UpstreamBudget };

/** This process's share of the budget, on the dashboard's database at the configured rate. */
export function backgroundBudget(): UpstreamBudget {
  const scope = globalThis as Holder;
  scope[PROCESS] ??= createBudget(getDb, upstreamBackgroundRps);
  return scope[PROCESS];
}
