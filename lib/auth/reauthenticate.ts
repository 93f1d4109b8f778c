import { verifyPassword } from "@/lib/auth/password";
import { passSecondStep } from "@/lib/auth/second-step";
import { reserveAttempt, settleAttempt } from "@/lib/auth/throttle";
import type { DashboardDb } from "@/lib/db/database";
import type { UserRow } from "@/lib/auth/tables";

// Every check of a signed-in person's password or second-factor code outside sign-in: the
// current password before a change, an admin's own password, step-up. Each one passes the
// sign-in throttle (lib/auth/throttle.ts) under the same keys as sign-in, so a stolen session
// guesses no faster than a stranger at the sign-in form, and guesses here count there too.

export type ReauthenticateResult =
  | { ok: true }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number }
  | { ok: false; reason: "password" }
  /** The password is right; the account has a second factor and no code was given. */
  | { ok: false; reason: "code_required" }
  | { ok: false; reason: "code" };

export type ReauthenticateInput = {
  password: string;
  /** The client's address, as sign-in counts it (lib/net/client-address.ts). */
  address: string;
  /** Asked for when the account has a second factor and `totpKey` is given. */
  code?: string;
  /** Unseals TOTP secrets; without it only the password is checked. */
  totpKey?: Buffer;
};

export async function reauthenticate(
  db: DashboardDb,
  user: Pick<UserRow, "id" | "email" | "passwordHash" | "totpSecret">,
  input: ReauthenticateInput,
  now: Date = new Date(),
): Promise<ReauthenticateResult> {
  const key = { email: user.email, address: input.address };
  const reserved = await reserveAttempt(db, key, now);
  if (!reserved.allowed)
    return { ok: false, reason: "throttled", retryAfterSeconds: reserved.retryAfterSeconds };
  // A wrong password or code stays counted as the failure it was reserved as.
  if (!(await verifyPassword(input.password, user.passwordHash)))
    return { ok: false, reason: "password" };
  if (!input.totpKey) {
    // Only the password is asked for (the callers that check it alone).
    await settleAttempt(db, key, "success", now);
    return { ok: true };
  }
  const step = await passSecondStep(db, key, user, input.code, input.totpKey, now);
  if (step === "code_required") return { ok: false, reason: "code_required" };
  if (step === "invalid_code") return { ok: false, reason: "code" };
  return { ok: true };
}
