import { and, eq, isNull, lt, or } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { contractRegister as c } from "./tables";

// A contract is renewed once. Before the renewal is created upstream, the request claims the old
// contract's register row with one conditional UPDATE: the row is locked while it is checked and
// changed, so of two claims at the same moment (two tabs, two people, two dashboard instances on
// one PostgreSQL) the second waits, sees the first's claim and is refused; PGlite runs one
// statement at a time. The claim becomes the renewal's id when upstream has created it
// (`renewed_as`, kept when only the renewal's dates fail), and is released when the create fails.
// A claim whose request never finished (the process stopped midway) lapses after CLAIM_LAPSES_MS.

/** Longer than a create can take: RENTAL_API_TIMEOUT_MS is 10 s by default, 5 minutes at most. */
export const CLAIM_LAPSES_MS = 10 * 60_000;

export type RenewalClaim =
  | { claimed: true; at: Date }
  /** Renewed already, as `renewedAs`. */
  | { claimed: false; renewedAs: number }
  /** Another request holds the claim: its renewal is being created right now. */
  | { claimed: false; renewedAs: null }
  /** Not in the register, deleted, or not a contract of this unit. */
  | { claimed: false; notRenewable: true };

/** Claims `oldId` for a renewal on `unitId`. */
export async function claimRenewal(
  db: DashboardDb,
  oldId: number,
  unitId: string,
  now: Date = new Date(),
): Promise<RenewalClaim> {
  const lapsed = new Date(now.getTime() - CLAIM_LAPSES_MS);
  const claimed = await db
    .update(c)
    .set({ renewalClaimedAt: now })
    .where(
      and(
        eq(c.contractId, oldId),
        eq(c.unitId, unitId),
        eq(c.deleted, false),
        isNull(c.renewedAs),
        or(isNull(c.renewalClaimedAt), lt(c.renewalClaimedAt, lapsed)),
      ),
    )
    .returning({ id: c.contractId });
  if (claimed.length > 0) return { claimed: true, at: now };
  const [row] = await db
    .select({ unitId: c.unitId, deleted: c.deleted, renewedAs: c.renewedAs })
    .from(c)
    .where(eq(c.contractId, oldId));
  if (!row || row.deleted || row.unitId !== unitId) return { claimed: false, notRenewable: true };
  return { claimed: false, renewedAs: row.renewedAs };
}

/** The create failed upstream: the claim made `at` is released, so the person can try again. */
export async function releaseRenewal(db: DashboardDb, oldId: number, at: Date): Promise<void> {
  await db
    .update(c)
    .set({ renewalClaimedAt: null })
    .where(and(eq(c.contractId, oldId), isNull(c.renewedAs), eq(c.renewalClaimedAt, at)));
}

/**
 * Upstream created `newId`: the old contract names its renewal (which ends the claim) and the
 * renewal, once recorded, names the contract it renews. One transaction: both or neither.
 */
export async function completeRenewal(
  db: DashboardDb,
  oldId: number,
  newId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(c)
      .set({ renewedAs: newId, renewalClaimedAt: null })
      .where(eq(c.contractId, oldId));
    await tx.update(c).set({ renewalOf: oldId }).where(eq(c.contractId, newId));
  });
}

/** The renewal `id` was deleted: the contract it renewed can be renewed again. */
export async function forgetRenewal(db: DashboardDb, id: number): Promise<void> {
  await db.update(c).set({ renewedAs: null }).where(eq(c.renewedAs, id));
}

/** What a refused claim's renewal is, once its request has finished: polled for `waitMs`. */
export async function awaitRenewal(
  db: DashboardDb,
  oldId: number,
  waitMs: number,
  stepMs = 200,
): Promise<number | null> {
  for (let waited = 0; ; waited += stepMs) {
    const [row] = await db
      .select({ renewedAs: c.renewedAs, claimedAt: c.renewalClaimedAt })
      .from(c)
      .where(eq(c.contractId, oldId));
    // Renewed, or the other request failed and released its claim: nothing more to wait for.
    if (!row || row.renewedAs !== null || row.claimedAt === null || waited >= waitMs)
      return row?.renewedAs ?? null;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}
