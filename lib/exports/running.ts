import "server-only";

import { sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { rowsOf } from "@/lib/shared/connect";

// A person runs at most MAX_RUNNING_EXPORTS exports at once, across every instance: each
// running export holds one of the person's numbered slots, a row of busyUntil (lib/db/tables.ts,
// key "export:<user id>:<n>") whose instant is the end of its lease. A slot is free when its
// row is missing or its lease has run out; taking one is one atomic statement, so two instances
// can never both take it. A running export renews its lease every LEASE_MS / 3 and deletes its
// row when it ends. A process killed mid-export renews nothing: its slot is free again within
// LEASE_MS. The lease's instant (as the database wrote it, to the microsecond) is the holder's
// token: a holder whose lease ran out and was taken by another export can neither renew nor free
// the other's.
//
// Why a lease and not a session advisory lock: on PostgreSQL that would hold a pooled connection
// for the whole export, and PGlite has one connection, on which every lock is the same session's.

export const MAX_RUNNING_EXPORTS = 2;
/** A crashed export's slot is free again this long after its last renewal at most. */
export const LEASE_MS = 60_000;
/** What a refused export is told to wait: a running export may end any moment. */
export const RETRY_AFTER_SECONDS = 15;

export type RunningExport = {
  /** Ends the lease now (idempotent). */
  release(): Promise<void>;
};

export type RunningOptions = { limit?: number; leaseMs?: number };

const keyOf = (userId: string, n: number) => `export:${userId}:${n}`;

/** Takes slot `key` if it is free; the new lease's instant (text, exact) or null when taken. */
async function take(db: DashboardDb, key: string, leaseMs: number): Promise<string | null> {
  const lease = `${Math.ceil(leaseMs)} milliseconds`;
  const result = await db.execute(sql`
    insert into sync_pace (key, next_at)
    values (${key}, clock_timestamp() + ${lease}::interval)
    on conflict (key) do update set next_at = excluded.next_at
      where sync_pace.next_at <= clock_timestamp()
    returning next_at::text as held_until
  `);
  return rowsOf<{ held_until: string }>(result)[0]?.held_until ?? null;
}

/** Moves the lease on if it is still ours; the new instant, or null when it was lost. */
async function renew(db: DashboardDb, key: string, held: string, leaseMs: number) {
  const lease = `${Math.ceil(leaseMs)} milliseconds`;
  const result = await db.execute(sql`
    update sync_pace set next_at = clock_timestamp() + ${lease}::interval
    where key = ${key} and next_at = ${held}::timestamptz
    returning next_at::text as held_until
  `);
  return rowsOf<{ held_until: string }>(result)[0]?.held_until ?? null;
}

async function free(db: DashboardDb, key: string, held: string): Promise<void> {
  await db.execute(
    sql`delete from sync_pace where key = ${key} and next_at = ${held}::timestamptz`,
  );
}

/**
 * Takes one of the person's free slots for an export; null when all are taken. The lease is
 * renewed until `release()`.
 */
export async function startExport(
  db: DashboardDb,
  userId: string,
  { limit = MAX_RUNNING_EXPORTS, leaseMs = LEASE_MS }: RunningOptions = {},
): Promise<RunningExport | null> {
  for (let n = 0; n < limit; n++) {
    const key = keyOf(userId, n);
    const taken = await take(db, key, leaseMs);
    if (taken !== null) return hold(db, key, taken, leaseMs);
  }
  return null;
}

function hold(db: DashboardDb, key: string, taken: string, leaseMs: number): RunningExport {
  let held: string | null = taken;
  // Renewals and the release one after another: a renewal in flight would move the instant a
  // release deletes by.
  let queue: Promise<void> = Promise.resolve();
  const next = (step: () => Promise<void>) => (queue = queue.then(step));
  const timer = setInterval(() => {
    void next(async () => {
      if (!held) return;
      // null: lost (this process stalled past its lease and another export took the slot); the
      // export goes on. A failed renewal (the database briefly unreachable) is tried again.
      held = await renew(db, key, held, leaseMs).catch(() => held);
    });
  }, leaseMs / 3);
  // A lease never keeps a stopping process alive.
  timer.unref();
  let released: Promise<void> | null = null;
  return {
    release() {
      clearInterval(timer);
      released ??= next(async () => {
        const last = held;
        held = null;
        if (last) await free(db, key, last).catch(() => {});
      });
      return released;
    },
  };
}
