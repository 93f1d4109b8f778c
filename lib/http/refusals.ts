import "server-only";

import type { ApiErrorCode } from "@/lib/http/error-codes";
import { apiError } from "@/lib/http/responses";
import { recordSecurityEvent } from "@/lib/audit/record";
import type { SecurityEvent } from "@/lib/audit/security-events";
import type { ApiCaller } from "@/lib/auth/session";
import type { Restriction } from "@/lib/auth/session-user";
import { getDb } from "@/lib/db";
import { msg } from "@/lib/rental/messages";
import { findUserById } from "@/lib/auth/users";

// apiRoute's refusals before a request reaches its handler: the answer, and for those that tell
// of misuse (a cookie that no longer works, a role overstepped, another site, a flood) a row in
// the audit log, within its budget (lib/audit/security-events.ts).

type Kind = "rate-limited" | "unauthenticated" | "forbidden" | "cross-origin" | Restriction;

const ANSWERS: Record<
  Kind,
  { status: number; code: ApiErrorCode; message: string; event?: SecurityEvent }
> = {
  "rate-limited": {
    status: 429,
    code: "RATE_LIMITED",
    message: msg("apiErrors.rateLimited"),
    event: "request.rate-limited",
  },
  unauthenticated: {
    status: 401,
    code: "UNAUTHENTICATED",
    message: msg("apiErrors.unauthenticated"),
    event: "request.unauthenticated",
  },
  forbidden: {
    status: 403,
    code: "FORBIDDEN",
    message: msg("apiErrors.forbidden"),
    event: "request.forbidden",
  },
  "cross-origin": {
    status: 403,
    code: "CROSS_ORIGIN",
    message: msg("apiErrors.crossOrigin"),
    event: "request.cross-origin",
  },
  "password-change": {
    status: 403,
    code: "PASSWORD_CHANGE_REQUIRED",
    message: msg("apiErrors.passwordChangeRequired"),
  },
  "second-factor": {
    status: 403,
    code: "SECOND_FACTOR_REQUIRED",
    message: msg("apiErrors.secondFactorRequired"),
  },
};

export async function refusal(
  caller: ApiCaller,
  kind: Kind,
  req: Request,
  requestId: string,
): Promise<Response> {
  const answer = ANSWERS[kind];
  const init: ResponseInit = {};
  if (kind === "rate-limited" && caller.limited)
    init.headers = { "retry-after": String(caller.limited.retryAfterSeconds) };
  // A request without any cookie is an ordinary visitor, not worth a row.
  const worthAuditing = answer.event && (kind !== "unauthenticated" || caller.refused);
  if (worthAuditing) {
    const who =
      caller.user ?? (caller.refused?.userId ? await lookUp(caller.refused.userId) : null);
    await recordSecurityEvent({
      action: answer.event!,
      userId: who?.id ?? "",
      userEmail: who?.email ?? "",
      role: who?.role ?? "",
      address: caller.address,
      status: answer.status,
      requestId,
      targetType: "request",
      targetId: `${req.method} ${new URL(req.url).pathname}`.slice(0, 200),
      details: caller.limited ? { scope: caller.limited.scope } : undefined,
    });
  }
  return apiError(answer.status, answer.code, answer.message, {}, init);
}

async function lookUp(id: string) {
  const row = await findUserById(await getDb(), id);
  return row ? { id: row.id, email: row.email, role: row.role } : null;
}
