import { burnPasswordCheck, verifyPassword } from "@/lib/auth/password";
import { checkThrottle, clearAccountFailures, recordFailure } from "@/lib/auth/throttle";
import type { DashboardDb } from "@/lib/db/database";
import { findUserByEmail, normalizeEmail } from "@/lib/users/service";
import type { SessionUser } from "@/lib/auth/session-user";

// Checks an email and password. Unknown email, wrong password and disabled account all answer
// the same, and take about the same time, so the answer does not reveal which accounts exist.

export type AuthenticateResult =
  | { ok: true; user: SessionUser & { passwordChangedAt: number } }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export async function authenticate(
  db: DashboardDb,
  input: { email: string; password: string; address: string },
  now: Date = new Date(),
): Promise<AuthenticateResult> {
  const email = normalizeEmail(input.email).slice(0, 254);
  const key = { email, address: input.address };

  const before = await checkThrottle(db, key, now);
  if (before.locked) return { ok: false, reason: "throttled", ...retry(before.retryAfterSeconds) };

  const user = await findUserByEmail(db, email);
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await burnPasswordCheck(input.password);
  if (user && valid && !user.disabled) {
    await clearAccountFailures(db, email);
    const { id, name, role } = user;
    return {
      ok: true,
      user: {
        id,
        email: user.email,
        name,
        role,
        passwordChangedAt: user.passwordChangedAt.getTime(),
      },
    };
  }

  await recordFailure(db, key, now);
  // The failure that reaches the limit already says when to try again.
  const after = await checkThrottle(db, key, now);
  if (after.locked) return { ok: false, reason: "throttled", ...retry(after.retryAfterSeconds) };
  return { ok: false, reason: "invalid" };
}

function retry(retryAfterSeconds: number) {
  return { retryAfterSeconds: Math.max(1, retryAfterSeconds) };
}
