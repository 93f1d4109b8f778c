import "server-only";

import { eq, sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";

import { digestSettings as d } from "./tables";

// A person's morning digest: on or off, and the Riyadh hour. Without a row, on at 07:00: the
// digest is the point of reminders (a notice deadline missed renews a contract for a year), and
// nothing is sent anyway until an operator sets SMTP_URL; one click in the email turns it off.

export const DEFAULT_DIGEST = { enabled: true, hour: 7 } as const;

export type DigestChoice = { enabled: boolean; hour: number };

export async function digestChoiceOf(db: DashboardDb, userId: string): Promise<DigestChoice> {
  const [row] = await db.select().from(d).where(eq(d.userId, userId));
  return row ? { enabled: row.enabled, hour: row.hour } : { ...DEFAULT_DIGEST };
}

export async function saveDigestChoice(
  db: DashboardDb,
  userId: string,
  choice: Partial<DigestChoice>,
): Promise<DigestChoice> {
  const next = { ...(await digestChoiceOf(db, userId)), ...choice };
  await db
    .insert(d)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: d.userId, set: { ...next, updatedAt: sql`now()` } });
  return next;
}
