import "server-only";

import { z } from "zod";

import type { AnyEndpoint, InputOf } from "@/lib/http/endpoint";
import { pathParamNames } from "@/lib/http/endpoint";
import { apiRoute, type RouteHandler } from "@/lib/http/handler";

import { failureAnswer, recordedCall, type After } from "./recorded-call";
import type { UpstreamFunction } from "./upstream-function";

// The second layer: a mirrored route handler made from an upstream function. apiRoute checks
// the session, the permission, the origin and the input with the endpoint's own schemas; the
// upstream function's result becomes the JSON answer (with upstream's 2xx status), its
// UpstreamError goes through the one error mapper, and a mutation or deed search is written to
// the audit log with the status the person received, failures included. `after` runs on success
// (the contract register). The work after parsing is recordedCall's (recorded-call.ts).

export type MirrorRouteOptions<E extends AnyEndpoint> = {
  /** Runs on success with the request's parsed input (the register's party ID numbers). */
  after?: After<E>;
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
      const input = { params, query, body } as InputOf<E>;
      return (await recordedCall(fn, input, { user, requestId }, options.after)).response;
    },
  });
}

/** Made once per route: reads the folder's segment under the endpoint's parameter name. */
function renamedParams(
  endpoint: AnyEndpoint,
  segment: string | undefined,
): z.core.$ZodType | undefined {
  if (!segment || !endpoint.params) return endpoint.params;
  const [name] = pathParamNames(endpoint.path);
  return z.preprocess(
    (raw) => ({ [name!]: (raw as Record<string, unknown> | null)?.[segment] }),
    endpoint.params,
  );
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
