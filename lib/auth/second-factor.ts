import { and, eq, isNull, lt, or } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { recoveryCodes, users } from "@/lib/auth/tables";

import { seal, unseal } from "./seal";
import {
  generateRecoveryCodes,
  hashRecoveryCode,
  looksLikeTotp,
  matchTotp,
  newTotpSecret,
  totpUri,
} from "./totp";

// The second factor of an account, in the database: enrolment (a pending secret confirmed by a
// first code), the check at sign-in (a TOTP code, each accepted once, or an unused recovery
// code), and removal. Secrets are sealed with `key` (lib/auth/seal.ts).

type Holder = { id: string; totpSecret: string | null };

/** A TOTP code (never the same one twice) or an unused recovery code. */
export async function verifySecondFactor(
  db: DashboardDb,
  user: Holder,
  code: string,
  key: Buffer,
  now: Date = new Date(),
): Promise<boolean> {
  if (!user.totpSecret) return false;
  if (looksLikeTotp(code)) {
    const secret = unseal(user.totpSecret, key);
    const step = secret ? matchTotp(secret, code, now) : null;
    if (step === null) return false;
    // Accept each step once: a code seen over someone's shoulder cannot be replayed.
    const [used] = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(
        and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))),
      )
      .returning({ id: users.id });
    return !!used;
  }
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return !!used;
}

/** Starts (or restarts) enrolment: a new secret, kept pending until a code confirms it. */
export async function beginEnrolment(
  db: DashboardDb,
  user: { id: string; email: string },
  key: Buffer,
) {
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpPendingSecret: seal(secret, key) })
    .where(eq(users.id, user.id));
  return { secret, uri: totpUri(secret, user.email) };
}

/** Confirms enrolment with a first code; returns the recovery codes (shown once), or null. */
export async function confirmEnrolment(
  db: DashboardDb,
  userId: string,
  code: string,
  key: Buffer,
  now: Date = new Date(),
): Promise<string[] | null> {
  const [row] = await db
    .select({ pending: users.totpPendingSecret })
    .from(users)
    .where(eq(users.id, userId));
  const secret = row?.pending ? unseal(row.pending, key) : null;
  const step = secret ? matchTotp(secret, code, now) : null;
  if (!secret || step === null) return null;
  await db
    .update(users)
    .set({ totpSecret: seal(secret, key), totpPendingSecret: null, totpLastStep: step })
    .where(eq(users.id, userId));
  return replaceRecoveryCodes(db, userId);
}

export async function replaceRecoveryCodes(db: DashboardDb, userId: string): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

export async function removeSecondFactor(db: DashboardDb, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function unusedRecoveryCodes(db: DashboardDb, userId: string): Promise<number> {
  const rows = await db
    .select({ hash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}
