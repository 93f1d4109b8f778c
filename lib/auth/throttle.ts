import { and, desc, eq, gt, lt, type SQL } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { loginAttempts } from "@/lib/db/schema";

// Failed sign-ins, counted in the database so that every instance agrees. Five failures within
// 15 minutes, for one account or from one address, lock it until the oldest of those five is
// 15 minutes old. A refused attempt while locked is not counted (it never checks a password).

export const THROTTLE = { windowMs: 15 * 60_000, maxFailures: 5 } as const;
const KEEP_MS = 24 * 60 * 60_000;

export type ThrottleKey = { email: string; address: string };
export type ThrottleState = { locked: false } | { locked: true; retryAfterSeconds: number };

/** First hop of X-Forwarded-For, else X-Real-IP (set by the reverse proxy in front of us). */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const real = headers.get("x-real-ip")?.trim();
  return (forwarded || real || "unknown").slice(0, 100);
}

export async function checkThrottle(
  db: DashboardDb,
  key: ThrottleKey,
  now: Date = new Date(),
): Promise<ThrottleState> {
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  const recent = (match: SQL | undefined) =>
    db
      .select({ at: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(and(match, gt(loginAttempts.createdAt, since)))
      .orderBy(desc(loginAttempts.createdAt))
      .limit(THROTTLE.maxFailures);
  const [byEmail, byAddress] = await Promise.all([
    recent(and(eq(loginAttempts.email, key.email), eq(loginAttempts.accountCleared, false))),
    recent(eq(loginAttempts.address, key.address)),
  ]);
  let unlockAt = 0;
  for (const rows of [byEmail, byAddress]) {
    const fifth = rows[THROTTLE.maxFailures - 1];
    if (fifth) unlockAt = Math.max(unlockAt, fifth.at.getTime() + THROTTLE.windowMs);
  }
  if (unlockAt <= now.getTime()) return { locked: false };
  return { locked: true, retryAfterSeconds: Math.ceil((unlockAt - now.getTime()) / 1000) };
}

export async function recordFailure(
  db: DashboardDb,
  key: ThrottleKey,
  now: Date = new Date(),
): Promise<void> {
  await db.insert(loginAttempts).values({ ...key, createdAt: now });
  // Housekeeping: failures older than a day can never matter again.
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(now.getTime() - KEEP_MS)));
}

/** A successful sign-in forgives the account's failures (not the address's). */
export async function clearAccountFailures(db: DashboardDb, email: string): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ accountCleared: true })
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.accountCleared, false)));
}
