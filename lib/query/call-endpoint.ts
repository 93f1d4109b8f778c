import type { z } from "zod";

import { apiRequest } from "./api-client";
import { fillPath, type AnyEndpoint, type EndpointDef, type ResultOf } from "@/lib/http/endpoint";
import type { Route } from "@/lib/http/routes";
import { stringifyQuery } from "@/lib/rental/query-string";

// The browser's side of the endpoint table: a query or mutation function names its endpoint's
// route (lib/http/routes.ts) and passes the input; the path, method and query string come
// from the route, and the answer is parsed with the endpoint's response schema, so its type is
// derived, never asserted. The schemas load with the first answer (lib/answers.ts), not with
// the page: a page whose first data came from the server needs none of them to show.

type Has<S> = [S] extends [z.core.$ZodType] ? true : false;

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
export function endpointUrl<E extends AnyEndpoint>(
  route: Route<E>,
  input: RequestInput<E>,
): string {
  const { params, query }: AnyInput = input;
  const path = fillPath(route.path, params);
  const search = query ? stringifyQuery(query) : "";
  return search ? `${path}?${search}` : path;
}

type ParseAnswer = <E extends AnyEndpoint>(route: Route<E>, answer: unknown) => ResultOf<E>;
let loadParser: (() => Promise<{ parseAnswer: ParseAnswer }>) | null = null;

/**
 * How answers are checked: the app hands in the endpoint table's parser (lib/answers.ts, which
 * knows every feature's schemas), loaded with the first answer. This module knows no feature.
 */
export function checkAnswersWith(load: () => Promise<{ parseAnswer: ParseAnswer }>): void {
  loadParser = load;
}

export async function callEndpoint<E extends AnyEndpoint>(
  route: Route<E>,
  input: RequestInput<E>,
  signal?: AbortSignal,
): Promise<ResultOf<E>> {
  const { body }: AnyInput = input;
  const answer = await apiRequest(endpointUrl(route, input), {
    method: route.method,
    body,
    signal,
  });
  if (!loadParser) throw new Error("callEndpoint before checkAnswersWith()");
  const { parseAnswer } = await loadParser();
  return parseAnswer(route, answer);
}
