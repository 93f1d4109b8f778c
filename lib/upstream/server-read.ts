import "server-only";

import type { AnyEndpoint, InputOf, ResultOf } from "@/lib/http/endpoint";
import type { SessionUser } from "@/lib/auth/session-user";
import { endpointUrl, type RequestInput } from "@/lib/query/call-endpoint";
import { parseQueryString } from "@/lib/rental/list-query";

import type { UpstreamFunction } from "./upstream-function";

/**
 * The input a route reads from the request the browser's query function (each feature's queries.ts) sends:
 * the same input goes to the same URL and is read back with the endpoint's own schemas.
 */
export function inputAsRouted<E extends AnyEndpoint>(endpoint: E, input: RequestInput<E>) {
  const { params = {} }: { params?: Record<string, string | number> } = input;
  const url = new URL(endpointUrl<E>(endpoint, input), "http://server.invalid");
  return {
    // Path values arrive as text, as they do in a route.
    params: endpoint.params?.parse(
      Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
    ),
    query: endpoint.query?.parse(parseQueryString(url.search)),
    body: undefined,
  } as InputOf<E>;
}

/**
 * A server component's read of what a page's query function asks the route for, through the
 * same upstream function, so the answer is the one the browser would get under the same query
 * key (and can be handed to react-query as it is).
 */
export function serverRead<E extends AnyEndpoint, A extends unknown[]>(
  fn: UpstreamFunction<E, A>,
  user: SessionUser,
  input: RequestInput<E>,
): Promise<ResultOf<E>> {
  return fn(user, ...fn.argsOf(inputAsRouted(fn.endpoint, input)));
}
