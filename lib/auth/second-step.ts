import { verifySecondFactor } from "@/lib/auth/second-factor";
import { settleAttempt, type ThrottleKey } from "@/lib/auth/throttle";
import type { DashboardDb } from "@/lib/db/database";
import type { UserRow } from "@/lib/auth/tables";

/**
 * The rest of an attempt whose password was right, for sign-in and for every later check alike:
 * an account with a second factor must give its code (none given settles the throttle's attempt
 * as incomplete, so asking for the code costs no guess); then the attempt is settled as a
 * success. A wrong code returns without settling: it stays counted as the failure it was
 * reserved as. Without `totpKey` no code can be checked, so none is accepted.
 */
export async function passSecondStep(
  db: DashboardDb,
  key: ThrottleKey,
  user: Pick<UserRow, "id" | "totpSecret">,
  code: string | undefined,
  totpKey: Buffer | undefined,
  now: Date,
): Promise<"ok" | "code_required" | "invalid_code"> {
  if (user.totpSecret) {
    const given = code?.trim();
    if (!given) {
      await settleAttempt(db, key, "incomplete", now);
      return "code_required";
    }
    const right = totpKey ? await verifySecondFactor(db, user, given, totpKey, now) : false;
    if (!right) return "invalid_code";
  }
  await settleAttempt(db, key, "success", now);
  return "ok";
}
