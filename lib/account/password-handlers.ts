import "server-only";

import type { ResponseArgs } from "@/lib/http/handler";
import { apiError, json } from "@/lib/http/responses";
import { recordAudit } from "@/lib/audit/record";
import type { ChangePasswordInput } from "@/lib/account/schemas";
import { verifyPassword } from "@/lib/auth/password";
import { reserveAttempt, settleAttempt } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { clientAddress } from "@/lib/net/client-address";
import { msg } from "@/lib/rental/messages";
import { passwordProblems } from "@/lib/auth/password-rules";
import { findUserById, updateUser } from "@/lib/auth/users";

// POST /api/account/password: change one's own password. The current password is required and
// checked through the sign-in throttle (a stolen session cannot guess it quickly); the new one
// must meet the rules; every other session of the account ends, this one stays.

export async function changePasswordResponse({
  req,
  user,
  body,
  requestId,
}: ResponseArgs<undefined, undefined, ChangePasswordInput>) {
  const db = await getDb();
  const row = await findUserById(db, user.id);
  if (!row) return apiError(401, "UNAUTHENTICATED", msg("apiErrors.unauthenticated"));
  const key = { email: row.email, address: clientAddress(req.headers, env.TRUSTED_PROXY_HOPS) };
  const audit = {
    user,
    action: "account.password-change" as const,
    targetType: "user" as const,
    targetId: user.id,
    requestId,
  };

  const reserved = await reserveAttempt(db, key);
  if (!reserved.allowed) {
    await recordAudit({ ...audit, status: 429 });
    return apiError(
      429,
      "THROTTLED",
      msg("apiErrors.tooManyAttempts"),
      {},
      {
        headers: { "retry-after": String(reserved.retryAfterSeconds) },
      },
    );
  }
  if (!(await verifyPassword(body.currentPassword, row.passwordHash))) {
    await recordAudit({ ...audit, status: 400, details: { reason: "current-password" } });
    return apiError(400, "VALIDATION_FAILED", msg("apiErrors.currentPasswordWrong"), {
      fields: { currentPassword: [msg("validation.currentPasswordWrong")] },
    });
  }
  await settleAttempt(db, key, "success");
  const problems = await passwordProblems(body.newPassword, row);
  if (body.newPassword === body.currentPassword)
    problems.push(msg("validation.passwordSameAsCurrent"));
  if (problems.length)
    return apiError(400, "VALIDATION_FAILED", msg("apiErrors.newPasswordRejected"), {
      fields: { newPassword: problems },
    });
  await updateUser(db, user.id, {
    password: body.newPassword,
    mustChangePassword: false,
    keepSession: user.sessionId,
  });
  await recordAudit({ ...audit, status: 200 });
  return json({ data: { changed: true }, meta: {} });
}
