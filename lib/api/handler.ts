import "server-only";

import type { NextRequest } from "next/server";
import type { z } from "zod";

import { describeError } from "@/lib/api/redact";
import { apiError } from "@/lib/api/responses";
import { isJsonContentType, isSameOrigin } from "@/lib/api/same-origin";
import { can, type Permission } from "@/lib/auth/permissions";
import { getSessionUser } from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/session-user";
import { validationError } from "@/lib/rental/errors";
import { parseQueryString } from "@/lib/rental/list-query";

// The one wrapper every dashboard API route goes through. Order matters: nobody learns whether
// a body is valid before they have shown who they are and that they may make the request.

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const MAX_BODY_BYTES = 1_000_000;

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

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

export type ApiRouteConfig<P extends Schema, Q extends Schema, B extends Schema> = {
  /** A permission from lib/auth/permissions.ts, or "signed-in" for any signed-in user. */
  permission: Permission | "signed-in";
  params?: P;
  query?: Q;
  body?: B;
  handle: (args: HandleArgs<P, Q, B>) => Promise<Response>;
};

export function apiRoute<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(config: ApiRouteConfig<P, Q, B>): RouteHandler {
  return withRequestId(async (req, ctx, requestId) => {
    const user = await getSessionUser();
    if (!user) return apiError(401, "UNAUTHENTICATED", "Sign in to continue.");
    if (config.permission !== "signed-in" && !can(user.role, config.permission))
      return apiError(403, "FORBIDDEN", "Your role does not allow this action.");

    if (MUTATIONS.has(req.method)) {
      if (!isSameOrigin(req))
        return apiError(403, "CROSS_ORIGIN", "Requests must come from the dashboard itself.");
      if (!isJsonContentType(req))
        return apiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the request as application/json.");
    }

    const params = parse(config.params, await ctx.params, "path");
    if (params.error) return params.error;
    const query = parse(config.query, parseQueryString(req.nextUrl.search), "query");
    if (query.error) return query.error;

    let rawBody: unknown = undefined;
    if (config.body) {
      const read = await readJson(req);
      if (read.error) return read.error;
      rawBody = read.value;
    }
    const body = parse(config.body, rawBody, "request body");
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

/** For public endpoints (health): a request id and the same 500 handling, no session. */
export function publicRoute(
  handle: (args: { req: NextRequest; requestId: string }) => Promise<Response>,
): RouteHandler {
  return withRequestId((req, _ctx, requestId) => handle({ req, requestId }));
}

function withRequestId(
  run: (req: NextRequest, ctx: RouteContext, requestId: string) => Promise<Response>,
): RouteHandler {
  return async (req, ctx) => {
    const requestId = crypto.randomUUID();
    let response: Response;
    try {
      response = await run(req, ctx, requestId);
    } catch (error) {
      // The person gets the request id to quote; the details stay in the server log.
      console.error(
        `[request ${requestId}] ${req.method} ${req.nextUrl.pathname} failed: ${describeError(error)}`,
      );
      response = apiError(500, "INTERNAL_ERROR", "Something went wrong on our side.", {
        requestId,
      });
    }
    return withHeader(response, "x-request-id", requestId);
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

function parse(schema: Schema, input: unknown, where: string): Parsed {
  if (!schema) return { value: undefined };
  const result = schema.safeParse(input);
  if (result.success) return { value: result.data };
  const body = validationError(result.error, where);
  return { error: apiError(400, body.error.code, body.error.message, body.error.details) };
}

async function readJson(req: NextRequest): Promise<Parsed> {
  const tooLarge = () =>
    apiError(413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return { error: tooLarge() };
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { error: tooLarge() };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { error: apiError(400, "MALFORMED_JSON", "The request body is not valid JSON.") };
  }
}
