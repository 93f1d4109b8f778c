import "server-only";

import type { StepUpInput } from "@/lib/account/schemas";
import { recordAudit } from "@/lib/audit/record";
import { reauthenticate } from "@/lib/auth/reauthenticate";
import { sealingKey } from "@/lib/auth/seal";
import { markSteppedUp } from "@/lib/auth/sessions";
import { findUserById } from "@/lib/auth/users";
import { getDb } from "@/lib/db";
import { authSecretValue, env } from "@/lib/env";
import type { ResponseArgs } from "@/lib/http/handler";
import { apiError, json } from "@/lib/http/responses";
import { reauthenticationFailed } from "@/lib/http/step-up";
import { clientAddress } from "@/lib/net/client-address";
import { msg } from "@/lib/rental/messages";

// POST /api/account/step-up: the password (and the second factor's code, when the account has
// one) again, under the sign-in throttle; sensitive changes are then allowed in this session for
// STEP_UP_MAX_AGE_SECONDS (lib/auth/step-up.ts).

export async function stepUpResponse({
  req,
  user,
  body,
  requestId,
}: ResponseArgs<undefined, undefined, StepUpInput>) {
  const db = await getDb();
  const row = await findUserById(db, user.id);
  if (!row || !user.sessionId)
    return apiError(401, "UNAUTHENTICATED", msg("apiErrors.unauthenticated"));
  const audit = {
    user,
    action: "account.step-up" as const,
    targetType: "session" as const,
    targetId: null,
    requestId,
  };
  const checked = await reauthenticate(db, row, {
    password: body.password,
    code: body.code,
    address: clientAddress(req.headers, env.TRUSTED_PROXY_HOPS),
    totpKey: sealingKey(authSecretValue(), "totp"),
  });
  if (!checked.ok) {
    const status = checked.reason === "throttled" ? 429 : 400;
    await recordAudit({ ...audit, status, details: { reason: checked.reason } });
    return reauthenticationFailed(checked, "password", {
      passwordMessage: msg("apiErrors.ownPasswordWrong"),
    });
  }
  const now = new Date();
  if (!(await markSteppedUp(db, user.id, user.sessionId, now)))
    return apiError(401, "UNAUTHENTICATED", msg("apiErrors.unauthenticated"));
  await recordAudit({ ...audit, status: 200 });
  return json({ data: { steppedUpAt: now.toISOString() }, meta: {} });
}
