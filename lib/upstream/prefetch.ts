import "server-only";

import type { QueryKey } from "@tanstack/react-query";

import type { SessionUser } from "@/lib/auth/session-user";
import type { AnyEndpoint, ResultOf } from "@/lib/http/endpoint";
import type { RequestInput } from "@/lib/query/call-endpoint";
import { serverRead } from "@/lib/upstream/server-read";
import type { UpstreamFunction } from "@/lib/upstream/upstream-function";

// What a page's first view reads, answered on the server under the browser's own query keys
// (each feature's queries.ts) by the functions behind the routes: upstream functions for the
// mirror, the dashboard's own stores for its own endpoints. Each feature's prefetch.ts lists its
// reads; <Prefetched> hands the answers to react-query in the first HTML. (The overview renders
// on the server alone and reads lib/overview itself.)

/** One query a page answers on the server: the browser's key, the server's read. */
export type Prefetch = { queryKey: QueryKey; queryFn: () => Promise<unknown> };

/** A body as the browser receives it: through JSON, then the endpoint's response schema. */
export function asReceived<E extends AnyEndpoint>(endpoint: E, body: unknown): ResultOf<E> {
  return endpoint.response.parse(JSON.parse(JSON.stringify(body)));
}

/** A mirrored read, through the route's upstream function, as the browser receives it. */
export async function mirrored<E extends AnyEndpoint, A extends unknown[]>(
  fn: UpstreamFunction<E, A>,
  user: SessionUser,
  input: RequestInput<E>,
) {
  return asReceived(fn.endpoint, await serverRead(fn, user, input));
}
