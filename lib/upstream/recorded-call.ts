import "server-only";

import type { AnyEndpoint, InputOf, ResultOf } from "@/lib/http/endpoint";
import type { ApiErrorCode } from "@/lib/http/error-codes";
import { apiError, json } from "@/lib/http/responses";
import { recordAudit } from "@/lib/audit/record";
import type { SessionUser } from "@/lib/auth/session-user";
import { logger } from "@/lib/observability/logger";
import { msg } from "@/lib/rental/messages";

import { mapUpstreamError, UpstreamError } from "./errors";
import { PermissionError, type UpstreamFunction } from "./upstream-function";

// What a mirrored route does once its request is parsed: the upstream call, `after` on success
// (the contract register), and the audit row with the status the person receives, failures
// included. The routes (http.ts) answer with its response; server code that acts for a person
// without a request (the demo register, lib/contracts/demo) uses its result, so that what it
// changes is recorded exactly as a request's change would be.

export type Caller = { user: SessionUser; requestId: string };

/** Runs on success with the request's parsed input (the register's party ID numbers). */
export type After<E extends AnyEndpoint> = (
  result: ResultOf<E>,
  user: SessionUser,
  input: InputOf<E>,
) => Promise<void>;

export type Outcome<E extends AnyEndpoint> =
  | { ok: true; response: Response; result: ResultOf<E> }
  | { ok: false; response: Response; error: PermissionError | UpstreamError };

/** Anything but a refused permission or an UpstreamError is rethrown (a 500), audited first. */
export async function recordedCall<E extends AnyEndpoint, A extends unknown[]>(
  fn: UpstreamFunction<E, A>,
  input: InputOf<E>,
  caller: Caller,
  after?: After<E>,
): Promise<Outcome<E>> {
  const { endpoint } = fn;
  let outcome: Outcome<E>;
  let errorCode: ApiErrorCode | undefined;
  try {
    const reply = await fn.answer(caller.user, ...fn.argsOf(input));
    if (after) await runAfter(caller, () => after(reply.result, caller.user, input));
    // An empty 2xx (204) still answers with our envelope, so every client reads JSON.
    const response = json(reply.result, { status: reply.status === 204 ? 200 : reply.status });
    outcome = { ok: true, response, result: reply.result };
  } catch (error) {
    const failed = failureAnswer(error, caller.requestId);
    if (!failed) {
      await audit(caller, endpoint, input, null, 500, "INTERNAL_ERROR");
      throw error;
    }
    errorCode = failed.errorCode;
    outcome = { ok: false, response: failed.response, error: error as PermissionError };
  }
  const result = outcome.ok ? outcome.result : null;
  await audit(caller, endpoint, input, result, outcome.response.status, errorCode);
  return outcome;
}

/**
 * A refused permission or an UpstreamError as the answer the person receives (the one error
 * mapper); null for anything else, which the caller rethrows (a 500 with the request id).
 */
export function failureAnswer(
  error: unknown,
  requestId: string,
): { response: Response; errorCode: ApiErrorCode } | null {
  if (error instanceof PermissionError) {
    const errorCode = "FORBIDDEN";
    return {
      response: apiError(403, errorCode, msg("apiErrors.forbidden")),
      errorCode,
    };
  }
  if (!(error instanceof UpstreamError)) return null;
  const mapped = mapUpstreamError(error);
  // Upstream trouble (not a refused request) is logged: our path and the failure class, never
  // the address, the token or upstream's text.
  if (mapped.status >= 500) {
    const failure = { kind: error.kind, upstreamStatus: error.status };
    logger().warn({ requestId, ...failure }, "upstream trouble");
  }
  return {
    response: json(mapped.body, { status: mapped.status }),
    errorCode: mapped.body.error.code,
  };
}

async function runAfter(caller: Caller, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    // Upstream already did the work; failing the answer now would invite a duplicate retry.
    logger().error({ requestId: caller.requestId, err: error }, "recording the result failed");
  }
}

async function audit<E extends AnyEndpoint>(
  caller: Caller,
  endpoint: E,
  input: InputOf<E>,
  result: ResultOf<E> | null,
  status: number,
  errorCode?: string,
) {
  if (!endpoint.audit) return;
  const { action, targetType, target } = endpoint.audit;
  const targetId = target(input, result);
  const details = { ...endpoint.audit.details?.(input), ...(errorCode ? { errorCode } : {}) };
  // recordAudit never throws: a failed write is logged with the request id.
  await recordAudit({
    user: caller.user,
    action,
    targetType,
    targetId: targetId === null ? null : String(targetId),
    status,
    requestId: caller.requestId,
    details: Object.keys(details).length ? details : undefined,
  });
}
