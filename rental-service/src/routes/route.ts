import type { z } from "zod";

import { isStoredId } from "@/lib/rental/record-id";

import { notFound } from "../http/errors";
import { parseBody, parseParams, parseQuery } from "../http/validate";
import type { RouteContext, TenantApp } from "./context";

// One row per endpoint: method, the interface's path, what the OpenAPI document says of it, the
// schemas its path, query and body are parsed with, the schema of its answer, and (business
// endpoints) its handler. registerRoutes serves the rows; src/openapi/document.ts describes the
// same rows, so that a rule or a sentence is written once.

export type Method = "GET" | "POST" | "PUT" | "DELETE";
type Schema = z.core.$ZodType | undefined;
type Out<S extends Schema> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** What the OpenAPI document needs of an endpoint. */
export type RouteDoc = {
  method: Method;
  /** The interface's path, `{name}` for a path parameter (business paths: under /tenant/v1). */
  path: string;
  summary: string;
  description?: string;
  /** An object schema, one member per path parameter. */
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** Media types the body may come in; application/json when not given. */
  bodyTypes?: readonly string[];
  /** The success answer (status 200). */
  response: z.core.$ZodType;
};

export type ServiceRoute<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends z.core.$ZodType,
> = RouteDoc & {
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** The answer, given what was parsed. */
  handle: (
    input: { params: Out<P>; query: Out<Q>; body: Out<B> },
    ctx: RouteContext,
  ) => Promise<z.input<R>>;
};

/** Declares a business endpoint, keeping its schemas' exact types for its handler. */
export function route<
  R extends z.core.$ZodType,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(def: ServiceRoute<P, Q, B, R>): ServiceRoute<P, Q, B, R> {
  return def;
}

// `any` only widens the schema slots so that rows of different endpoints fit one table; each
// row was type-checked against its own schemas by route().
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyServiceRoute = ServiceRoute<any, any, any, any>;

/** `/units/{id}` → Hono's `/units/:id`. */
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/**
 * A path id beyond what the store's integer columns hold names no record: 404, as for any id
 * that does not exist (the interface allows 16 digits; a query with such an id would overflow
 * the column and answer 500).
 */
function refuseUnstoredIds(path: string, params: unknown) {
  if (params === null || typeof params !== "object") return;
  for (const value of Object.values(params))
    if (typeof value === "number" && !isStoredId(value)) {
      const what = /\/([a-z-]+)\/\{\w+\}/.exec(path)?.[1]?.replace(/s$/, "") ?? "record";
      throw notFound(what, value);
    }
}

/** Serves each row: path parameters, then query, then body are parsed (400 on the first refusal). */
export function registerRoutes(
  app: TenantApp,
  ctx: RouteContext,
  routes: Record<string, AnyServiceRoute>,
) {
  for (const row of Object.values(routes)) {
    app.on(row.method, honoPath(row.path), async (c) => {
      const params: unknown = row.params ? parseParams(c, row.params) : undefined;
      refuseUnstoredIds(row.path, params);
      const query: unknown = row.query ? parseQuery(c, row.query) : undefined;
      const body: unknown = row.body ? await parseBody(c, row.body) : undefined;
      return c.json(await row.handle({ params, query, body }, ctx));
    });
  }
}
