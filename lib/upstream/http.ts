import "server-only";

import { z } from "zod";

import type { AnyEndpoint, InputOf, ResultOf } from "@/lib/api/endpoint";
import { pathParamNames } from "@/lib/api/endpoint";
import type { ApiErrorCode } from "@/lib/api/error-codes";
import { apiRoute, type RouteHandler } from "@/lib/api/handler";
import { apiError, json } from "@/lib/api/responses";
import { recordAudit } from "@/lib/audit/record";
import type { SessionUser } from "@/lib/auth/session-user";
import { logger } from "@/lib/observability/logger";
import { msg } from "@/lib/rental/messages";

import { mapUpstreamError, UpstreamError } from "./errors";
import { PermissionError, type UpstreamFunction } from "./upstream-function";

// The second layer: a mirrored route handler made from an upstream function. apiRoute checks
// the session, the permission, the origin and the input with the endpoint's own schemas; the
// upstream function's result becomes the JSON answer (with upstream's 2xx status), its
// UpstreamError goes through the one error mapper, and a mutation or deed search is written to
// the audit log with the status the person received, failures included. `after` runs on success
// (the contract register).

type Input<E extends AnyEndpoint> = InputOf<E>;
type Caller = { user: SessionUser; requestId: string };

export type MirrorRouteOptions<E extends AnyEndpoint> = {
  /** Runs on success with the request's parsed input (the register's party ID numbers). */
  after?: (result: ResultOf<E>, user: SessionUser, input: Input<E>) => Promise<void>;
  /**
   * The route folder's name for the path parameter when it differs from the endpoint's (one
   * folder, `[ref]`, serves GET /properties/{documentNumber} and DELETE /properties/{id}).
   */
  segment?: string;
};

export function mirrorRoute<E extends AnyEndpoint, A extends unknown[]>(
  fn: UpstreamFunction<E, A>,
  options: MirrorRouteOptions<E> = {},
): RouteHandler {
  const { endpoint } = fn;
  return apiRoute({
    permission: endpoint.permission,
    params: renamedParams(endpoint, options.segment),
    query: endpoint.query,
    body: endpoint.body,
    handle: async ({ user, requestId, params, query, body }) => {
      // apiRoute parsed these with the endpoint's own schemas.
      const input = { params, query, body } as Input<E>;
      return answer(fn, fn.argsOf(input), input, { user, requestId }, options.after);
    },
  });
}

/** Made once per route: reads the folder's segment under the endpoint's parameter name. */
function renamedParams(endpoint: AnyEndpoint, segment: string | undefined): z.ZodType | undefined {
  if (!segment || !endpoint.params) return endpoint.params;
  const [name] = pathParamNames(endpoint.path);
  return z.preprocess(
    (raw) => ({ [name!]: (raw as Record<string, unknown> | null)?.[segment] }),
    endpoint.params,
  );
}

async function answer<E extends AnyEndpoint, A extends unknown[]>(
  fn: UpstreamFunction<E, A>,
  args: A,
  input: Input<E>,
  caller: Caller,
  after: MirrorRouteOptions<E>["after"],
): Promise<Response> {
  const { endpoint } = fn;
  let result: ResultOf<E> | null = null;
  let response: Response;
  let errorCode: ApiErrorCode | undefined;
  try {
    const reply = await fn.answer(caller.user, ...args);
    result = reply.result;
    if (after) await runAfter(caller, () => after(reply.result, caller.user, input));
    // An empty 2xx (204) still answers with our envelope, so every client reads JSON.
    response = json(result, { status: reply.status === 204 ? 200 : reply.status });
  } catch (error) {
    const failed = failureAnswer(error, caller.requestId);
    if (!failed) {
      await audit(caller, endpoint, input, null, 500, "INTERNAL_ERROR");
      throw error;
    }
    ({ response, errorCode } = failed);
  }
  await audit(caller, endpoint, input, result, response.status, errorCode);
  return response;
}

/**
 * A refused permission or an UpstreamError as the answer the person receives (the one error
 * mapper); null for anything else, which the caller rethrows (a 500 with the request id).
 */
function failureAnswer(
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

/**
 * For the dashboard's own routes that call upstream functions (ownRoute): upstream trouble and
 * refused permissions answer exactly as a mirrored route's do.
 */
export async function withUpstreamErrors(
  requestId: string,
  run: () => Promise<Response>,
): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    const failed = failureAnswer(error, requestId);
    if (failed) return failed.response;
    throw error;
  }
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
  input: Input<E>,
  result: ResultOf<E> | null,
  status: number,
  errorCode?: string,
) {
  if (!endpoint.audit) return;
  const { action, targetType, target } = endpoint.audit;
  const targetId = target(input, result);
  // recordAudit never throws: a failed write is logged with the request id.
  await recordAudit({
    user: caller.user,
    action,
    targetType,
    targetId: targetId === null ? null : String(targetId),
    status,
    requestId: caller.requestId,
    details: errorCode ? { errorCode } : undefined,
  });
}
