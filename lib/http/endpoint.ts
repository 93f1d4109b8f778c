import type { z } from "zod";

import type { AuditAction, AuditTargetType } from "@/lib/audit/actions";
import type { Permission } from "@/lib/auth/permissions";

// One row of the endpoint table: everything the route handler, the upstream function, the
// browser's query function and the OpenAPI document need to know about an endpoint. The tables
// themselves: mirror-endpoints.ts (the 14 business endpoints) and own-endpoints.ts.

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Schema = z.core.$ZodType | undefined;
export type Out<S extends Schema> = S extends z.core.$ZodType ? z.output<S> : undefined;

export type EndpointDef<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends z.core.$ZodType,
> = {
  method: Method;
  /** The dashboard's path, `{name}` for a path parameter. Mirror: `/api/v1` + upstream's path. */
  path: string;
  summary: string;
  /** From lib/auth/permissions.ts, or any signed-in user. */
  permission: Permission | "signed-in";
  /**
   * Open to a session that must first change its password or enrol a second factor: only the
   * account endpoints that let the person do so (lib/http/handler.ts refuses the rest).
   */
  allowRestricted?: true;
  /**
   * A sensitive change: needs the password (and second factor) entered in this session within
   * STEP_UP_MAX_AGE_SECONDS; until then 403 STEP_UP_REQUIRED (lib/auth/step-up.ts).
   */
  stepUp?: true;
  params?: P;
  query?: Q;
  body?: B;
  /** The `{data, meta}` answer (a file's text for an endpoint with `files`). */
  response: R;
  /** Answers with a file download of one of these media types instead of JSON (exports). */
  files?: readonly string[];
  /** Success status when not 200. */
  status?: number;
  /** Mutations and deed searches: the audit row, its target from the input or the answer. */
  audit?: {
    action: AuditAction;
    targetType: AuditTargetType;
    target: (
      input: { params: Out<P>; body: Out<B> },
      result: z.output<R> | null,
    ) => string | number | null;
    /** What the row records beside the outcome, from the input (a renewal's old contract). */
    details?: (input: { params: Out<P>; body: Out<B> }) => Record<string, unknown> | undefined;
  };
};

/** Declares an endpoint, keeping its schemas' exact types. */
export function endpoint<
  R extends z.core.$ZodType,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(def: EndpointDef<P, Q, B, R>): EndpointDef<P, Q, B, R> {
  return def;
}

// `any` here only widens the schema slots so that every endpoint fits one list (the audit
// callback's parameter types differ per endpoint); each use narrows to a concrete endpoint.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = EndpointDef<any, any, any, any>;

export type ResultOf<E extends AnyEndpoint> = z.output<E["response"]>;
/** The parsed path parameters, query and body a handler of `E` receives. */
export type InputOf<E> =
  E extends EndpointDef<infer P, infer Q, infer B, infer _R>
    ? { params: Out<P>; query: Out<Q>; body: Out<B> }
    : never;

const PARAM = /\{(\w+)\}/g;

/** `/units/{id}` + `{id: 7}` → `/units/7`; every value is one encoded path segment. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Names of `{…}` parameters in a path template. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1]!);
}
