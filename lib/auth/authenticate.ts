import { burnPasswordCheck, verifyPassword } from "@/lib/auth/password";
import { passSecondStep } from "@/lib/auth/second-step";
import { reserveAttempt } from "@/lib/auth/throttle";
import type { DashboardDb } from "@/lib/db/database";
import type { UserRow } from "@/lib/auth/tables";
import { isDemoEmail } from "@/lib/auth/demo-users";
import { findUserByEmail, normalizeEmail } from "@/lib/auth/users";

// Checks an email, a password and (for accounts with a second factor) a code. Unknown email,
// wrong password, disabled account and a demo account outside demo mode all answer the same,
// and take about the same time, so the answer does not reveal which accounts exist. Every
// attempt passes the throttle first (lib/auth/throttle.ts), codes included.

export type AuthenticateResult =
  | { ok: true; user: UserRow }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number }
  /** The password is right; the account needs its second-factor code. */
  | { ok: false; reason: "code_required" }
  | { ok: false; reason: "invalid_code" };

export type AuthenticateInput = { email: string; password: string; address: string; code?: string };
export type AuthenticateOptions = {
  now?: Date;
  /** Demo accounts may sign in only in demo mode. Default: true (tests, demo). */
  demoMode?: boolean;
  /** Key that unseals TOTP secrets (lib/auth/seal.ts); required for accounts that have one. */
  totpKey?: Buffer;
};

export async function authenticate(
  db: DashboardDb,
  input: AuthenticateInput,
  options: AuthenticateOptions = {},
): Promise<AuthenticateResult> {
  const now = options.now ?? new Date();
  const email = normalizeEmail(input.email).slice(0, 254);
  const key = { email, address: input.address };

  const reserved = await reserveAttempt(db, key, now);
  if (!reserved.allowed)
    return { ok: false, reason: "throttled", retryAfterSeconds: reserved.retryAfterSeconds };

  const found = await findUserByEmail(db, email);
  const valid = found
    ? await verifyPassword(input.password, found.passwordHash)
    : await burnPasswordCheck(input.password);
  const allowed = options.demoMode !== false || !isDemoEmail(email);
  if (!found || !valid || found.disabled || !allowed) return { ok: false, reason: "invalid" };

  const step = await passSecondStep(db, key, found, input.code, options.totpKey, now);
  if (step !== "ok") return { ok: false, reason: step };
  return { ok: true, user: found };
}
