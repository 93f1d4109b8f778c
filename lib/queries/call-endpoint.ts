import qs from "qs";
import type { z } from "zod";

import { apiRequest } from "./api-client";
import { ApiError, INVALID_RESPONSE } from "./api-error";
import { fillPath, type AnyEndpoint, type EndpointDef, type ResultOf } from "@/lib/api/endpoint";
import { msg } from "@/lib/rental/messages";

// The browser's side of the endpoint table: a query or mutation function names its endpoint and
// passes the input; the path, method and query string come from the table, and the answer is
// parsed with the endpoint's response schema, so its type is derived, never asserted.

type Has<S> = [S] extends [z.ZodType] ? true : false;

/** What the browser passes: path values, the query (as the schema reads it) and the body. */
export type RequestInput<E> =
  E extends EndpointDef<infer P, infer Q, infer B, infer _R>
    ? (Has<P> extends true
        ? { params: Record<keyof z.output<NonNullable<P>> & string, string | number> }
        : unknown) &
        (Has<Q> extends true ? { query?: z.input<NonNullable<Q>> } : unknown) &
        (Has<B> extends true ? { body: z.input<NonNullable<B>> } : unknown)
    : never;

type AnyInput = { params?: Record<string, string | number>; query?: object; body?: unknown };

/** `/api/v1/units/7`, `/api/v1/properties?filters[property_name][$contains]=…` */
export function endpointUrl<E extends AnyEndpoint>(endpoint: E, input: RequestInput<E>): string {
  const { params, query }: AnyInput = input;
  const path = fillPath(endpoint.path, params);
  const search = query ? qs.stringify(query, { encodeValuesOnly: true, skipNulls: true }) : "";
  return search ? `${path}?${search}` : path;
}

export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: RequestInput<E>,
  signal?: AbortSignal,
): Promise<ResultOf<E>> {
  const { body }: AnyInput = input;
  const answer = await apiRequest(endpointUrl(endpoint, input), {
    method: endpoint.method,
    body,
    signal,
  });
  const parsed = endpoint.response.safeParse(answer);
  if (parsed.success) return parsed.data;
  // The server parsed this answer with the same schema: a mismatch means mixed versions.
  throw new ApiError({
    status: 200,
    code: INVALID_RESPONSE,
    message: msg("apiErrors.invalidResponse"),
  });
}
