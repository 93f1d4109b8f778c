import { and, inArray, lt, sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { authThrottle } from "@/lib/auth/tables";

// Sign-in throttling, counted in the database so that every instance agrees. Three counters:
//
// - an account and an address together: 5 attempts per 15 minutes, then that address waits for
//   the window to end. This is what stops guessing, and it cannot lock the owner out from
//   another address;
// - an account from anywhere: after 10 failures (more than one address can make), each further
//   attempt must wait a delay that doubles per failure (1 s, 2 s, 4 s ... at most 60 s). Many
//   addresses together still get at most one guess a minute, and the owner with the right
//   password waits seconds, not minutes;
// - an address across accounts: 30 attempts per 15 minutes (password spraying).
//
// An attempt is reserved before the password is checked: one transaction locks the three rows,
// decides, and counts the attempt as a failure in advance. Parallel guesses therefore queue on
// the row lock and see each other's counts, so no more than the limit ever reach the password
// check. A success forgives the account (and the pair); a correct password that still needs
// its second-factor code is not a failure.

export const THROTTLE = {
  windowMs: 15 * 60_000,
  pairLimit: 5,
  addressLimit: 30,
  accountFreeFailures: 10,
  accountWindowMs: 24 * 60 * 60_000,
  maxDelayMs: 60_000,
} as const;

export type ThrottleKey = { email: string; address: string };
export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };
export type Outcome = "success" | "failure" | "incomplete";

type Row = typeof authThrottle.$inferSelect;

function keysOf({ email, address }: ThrottleKey) {
  const account = email.trim().toLowerCase().slice(0, 254);
  return {
    pair: `pair:${account}|${address}`,
    account: `account:${account}`,
    address: `address:${address}`,
  };
}

/** The account's delay after `failures` failures (0 while within the free ones). */
export function accountDelayMs(failures: number): number {
  if (failures < THROTTLE.accountFreeFailures) return 0;
  return Math.min(2 ** (failures - THROTTLE.accountFreeFailures) * 1000, THROTTLE.maxDelayMs);
}

/** Counts one attempt if it is allowed now, atomically for all three counters. */
export async function reserveAttempt(
  db: DashboardDb,
  key: ThrottleKey,
  now: Date = new Date(),
): Promise<Reservation> {
  const keys = keysOf(key);
  const sorted = Object.values(keys).sort();
  const t = now.getTime();
  return db.transaction(async (tx) => {
    // Rows are created and then locked in one order, so parallel attempts cannot deadlock.
    await tx
      .insert(authThrottle)
      .values(sorted.map((k) => ({ key: k, failures: 0, windowStart: now, lastFailureAt: now })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(authThrottle)
      .where(inArray(authThrottle.key, sorted))
      .orderBy(authThrottle.key)
      .for("update");
    const byKey = new Map(rows.map((r) => [r.key, r]));
    const current = (k: string, windowMs: number): Row => {
      const row = byKey.get(k)!;
      // A window that has passed starts again from nothing.
      return row.windowStart.getTime() + windowMs <= t
        ? { ...row, failures: 0, windowStart: now }
        : row;
    };
    const pair = current(keys.pair, THROTTLE.windowMs);
    const address = current(keys.address, THROTTLE.windowMs);
    const account = current(keys.account, THROTTLE.accountWindowMs);

    const waits: number[] = [];
    if (pair.failures >= THROTTLE.pairLimit)
      waits.push(pair.windowStart.getTime() + THROTTLE.windowMs - t);
    if (address.failures >= THROTTLE.addressLimit)
      waits.push(address.windowStart.getTime() + THROTTLE.windowMs - t);
    const delay = accountDelayMs(account.failures);
    if (delay > 0 && account.lastFailureAt.getTime() + delay > t)
      waits.push(account.lastFailureAt.getTime() + delay - t);
    if (waits.length > 0)
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)),
      };

    for (const row of [pair, address, account]) {
      await tx
        .update(authThrottle)
        .set({ failures: row.failures + 1, windowStart: row.windowStart, lastFailureAt: now })
        .where(sql`${authThrottle.key} = ${row.key}`);
    }
    return { allowed: true };
  });
}

/** After the check: a success forgives, an incomplete attempt (code needed) is not counted. */
export async function settleAttempt(
  db: DashboardDb,
  key: ThrottleKey,
  outcome: Outcome,
  now: Date = new Date(),
): Promise<void> {
  if (outcome === "failure") return; // counted when reserved
  const keys = keysOf(key);
  const uncount = (list: string[]) =>
    db
      .update(authThrottle)
      .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
      .where(inArray(authThrottle.key, list));
  if (outcome === "incomplete") {
    await uncount(Object.values(keys));
    return;
  }
  await db.delete(authThrottle).where(inArray(authThrottle.key, [keys.pair, keys.account]));
  await uncount([keys.address]);
  // Housekeeping: counters untouched for a day can never matter again.
  await db
    .delete(authThrottle)
    .where(and(lt(authThrottle.lastFailureAt, new Date(now.getTime() - THROTTLE.accountWindowMs))));
}
