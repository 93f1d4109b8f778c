import "server-only";

import type { NextRequest } from "next/server";
import { z } from "zod";

import { hasBody, readBodyLimited } from "@/lib/http/body";
import { describeError } from "@/lib/observability/redact";
import { apiError } from "@/lib/http/responses";
import { isFromAllowedSite, isJsonContentType, isSameOrigin } from "@/lib/http/same-origin";
import { refusal } from "@/lib/http/refusals";
import { can, type Permission } from "@/lib/auth/permissions";
import { getApiCaller } from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/session-user";
import { localiseError } from "@/lib/http/localise-error";
import { observed } from "@/lib/observability/access-log";
import { logger } from "@/lib/observability/logger";
import { setRequestUser } from "@/lib/observability/request-context";
import { validationError } from "@/lib/rental/errors";
import { parseQueryString } from "@/lib/rental/list-query";
import { msg } from "@/lib/rental/messages";
import { steppedUpRecently } from "@/lib/auth/step-up";
import { env } from "@/lib/env";
import { stepUpRequired } from "@/lib/http/step-up";

// The one wrapper every dashboard API route goes through. Order matters: nobody learns whether
// a body is valid before they have shown who they are and that they may make the request.
// Rate limits first (counted with the session read, one statement), then session, where the
// request comes from (another site's page is refused, reads included: Fetch Metadata), restriction
// (a password to change, a second factor to enrol), permission, origin and body. Refusals that
// tell of an attack (401 for a cookie that no longer works, 403, cross-origin, 429) are audited.
// Error messages are catalogue keys (msg) until the answer leaves: then they are translated
// into the person's language (localise-error.ts).

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// The largest body the interface takes (a contract) is a few kilobytes.
export const MAX_BODY_BYTES = 100_000;

type Schema = z.core.$ZodType | undefined;
type Out<S extends Schema> = S extends z.core.$ZodType ? z.output<S> : undefined;

export type RouteContext = { params: Promise<Record<string, string | string[]>> };
export type RouteHandler = (req: NextRequest, ctx: RouteContext) => Promise<Response>;

export type HandleArgs<P extends Schema, Q extends Schema, B extends Schema> = {
  req: NextRequest;
  user: SessionUser;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  requestId: string;
};

/**
 * What a handler written apart from its route file receives, typed by the parsed values rather
 * than by their schemas (lib/users/handlers.ts, lib/saved-views/handlers.ts, ...).
 */
export type ResponseArgs<P = undefined, Q = undefined, B = undefined> = Omit<
  HandleArgs<undefined, undefined, undefined>,
  "params" | "query" | "body"
> & { params: P; query: Q; body: B };

export type ApiRouteConfig<P extends Schema, Q extends Schema, B extends Schema> = {
  /** A permission from lib/auth/permissions.ts, or "signed-in" for any signed-in user. */
  permission: Permission | "signed-in";
  params?: P;
  query?: Q;
  body?: B;
  /** Allowed before a required password change or second-factor enrolment (account routes). */
  allowRestricted?: boolean;
  /**
   * Only for the dashboard's own pages, reads included: the request must say it is same-origin
   * (exports, GETs that start work and are audited).
   */
  sameOriginOnly?: boolean;
  /** A sensitive change: refused with 403 STEP_UP_REQUIRED without a recent step-up. */
  stepUp?: boolean;
  handle: (args: HandleArgs<P, Q, B>) => Promise<Response>;
};

export function apiRoute<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(config: ApiRouteConfig<P, Q, B>): RouteHandler {
  return withRequestId(async (req, ctx, requestId) => {
    const caller = await getApiCaller(req);
    const refuse = (kind: Parameters<typeof refusal>[1]) => refusal(caller, kind, req, requestId);
    if (caller.limited) return refuse("rate-limited");
    const user = caller.user;
    if (!user) return refuse("unauthenticated");
    setRequestUser(user);
    if (!isFromAllowedSite(req) || (config.sameOriginOnly && !isSameOrigin(req)))
      return refuse("cross-origin");
    if (user.restriction && !config.allowRestricted) return refuse(user.restriction);
    if (config.permission !== "signed-in" && !can(user.role, config.permission))
      return refuse("forbidden");

    if (MUTATIONS.has(req.method)) {
      if (!isSameOrigin(req)) return refuse("cross-origin");
      // Requests without a body (DELETE, sync-deed) need no content type, and may not have one.
      if (config.body && !isJsonContentType(req))
        return apiError(415, "UNSUPPORTED_MEDIA_TYPE", msg("apiErrors.unsupportedMediaType"));
      if (!config.body && (await hasBody(req)))
        return apiError(400, "BODY_NOT_ALLOWED", msg("apiErrors.bodyNotAllowed"));
    }

    const params = parse(config.params, await ctx.params, "path");
    if (params.error) return params.error;
    const query = parse(config.query, parseQueryString(req.nextUrl.search), "query");
    if (query.error) return query.error;
    // Before the body is read: a sensitive change first needs a recent step-up.
    if (config.stepUp && !steppedUpRecently(user.steppedUpAt, env.STEP_UP_MAX_AGE_SECONDS))
      return stepUpRequired(user);

    let rawBody: unknown = undefined;
    if (config.body) {
      const read = await readJson(req);
      if (read.error) return read.error;
      rawBody = read.value;
    }
    const body = parse(config.body, rawBody, "body");
    if (body.error) return body.error;

    return config.handle({
      req,
      user,
      params: params.value as Out<P>,
      query: query.value as Out<Q>,
      body: body.value as Out<B>,
      requestId,
    });
  });
}

/**
 * For public endpoints (sign-in, health): a request id and the same 500 handling, no session;
 * what another site's page sends is refused here too.
 */
export function publicRoute(
  handle: (args: { req: NextRequest; requestId: string }) => Promise<Response>,
): RouteHandler {
  return withRequestId((req, _ctx, requestId) =>
    isFromAllowedSite(req)
      ? handle({ req, requestId })
      : Promise.resolve(apiError(403, "CROSS_ORIGIN", msg("apiErrors.crossOrigin"))),
  );
}

function withRequestId(
  run: (req: NextRequest, ctx: RouteContext, requestId: string) => Promise<Response>,
): RouteHandler {
  return async (req, ctx) => {
    const requestId = crypto.randomUUID();
    // `observed` writes the request's log line and metrics (lib/observability/access-log.ts).
    const response = await observed(req, requestId, async () => {
      try {
        return await run(req, ctx, requestId);
      } catch (error) {
        // The person gets the request id to quote; the details stay in the server log.
        logger().error({ requestId, err: describeError(error) }, "request failed");
        return apiError(500, "INTERNAL_ERROR", msg("apiErrors.internal"), { requestId });
      }
    });
    return withHeader(await localiseError(response), "x-request-id", requestId);
  };
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    // Headers of a Response from fetch() are immutable: copy it.
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

type Parsed = { value: unknown; error?: undefined } | { value?: undefined; error: Response };

function parse(schema: Schema, input: unknown, where: "path" | "query" | "body"): Parsed {
  if (!schema) return { value: undefined };
  const result = z.safeParse(schema, input);
  if (result.success) return { value: result.data };
  const body = validationError(result.error, where, msg);
  return { error: apiError(400, body.error.code, body.error.message, body.error.details) };
}

async function readJson(req: NextRequest): Promise<Parsed> {
  const read = await readBodyLimited(req, MAX_BODY_BYTES);
  if (read.tooLarge)
    return {
      error: apiError(
        413,
        "PAYLOAD_TOO_LARGE",
        msg("apiErrors.payloadTooLarge", { max: MAX_BODY_BYTES }),
      ),
    };
  try {
    return {
      value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(read.bytes)) as unknown,
    };
  } catch {
    return { error: apiError(400, "MALFORMED_JSON", msg("apiErrors.malformedJson")) };
  }
}
