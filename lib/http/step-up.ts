import "server-only";

import type { ReauthenticateResult } from "@/lib/auth/reauthenticate";
import type { SessionUser } from "@/lib/auth/session-user";
import { apiError } from "@/lib/http/responses";
import { msg } from "@/lib/rental/messages";

// The answers of a step-up refused or failed. The browser (lib/query/api-client.ts) reads
// STEP_UP_REQUIRED, asks for the password (and the code when `details.secondFactor`), steps up
// and sends the request again.

/** 403 before a sensitive change without a recent step-up. */
export function stepUpRequired(user: SessionUser): Response {
  return apiError(403, "STEP_UP_REQUIRED", msg("apiErrors.stepUpRequired"), {
    secondFactor: user.secondFactor === true,
  });
}

type Failure = Exclude<ReauthenticateResult, { ok: true }>;

/**
 * A password or code checked again and refused: 429 when throttled, otherwise `status` with the
 * message beside `passwordField` (or `code`). Callers audit the refusal themselves.
 */
export function reauthenticationFailed(
  failure: Failure,
  passwordField: string,
  options: { status?: 400 | 403; passwordMessage?: string } = {},
): Response {
  if (failure.reason === "throttled")
    return apiError(
      429,
      "THROTTLED",
      msg("apiErrors.tooManyAttempts"),
      {},
      { headers: { "retry-after": String(failure.retryAfterSeconds) } },
    );
  const status = options.status ?? 400;
  const code = status === 403 ? "REAUTHENTICATION_FAILED" : "VALIDATION_FAILED";
  if (failure.reason === "password") {
    const message = options.passwordMessage ?? msg("validation.currentPasswordWrong");
    return apiError(
      status,
      code,
      options.passwordMessage ?? msg("apiErrors.currentPasswordWrong"),
      { fields: { [passwordField]: [message] } },
    );
  }
  if (failure.reason === "code_required")
    return apiError(status, code, msg("validation.totpCodeRequired"), {
      fields: { code: [msg("validation.totpCodeRequired")] },
    });
  return apiError(status, code, msg("apiErrors.codeMismatch"), {
    fields: { code: [msg("validation.totpMismatch")] },
  });
}
