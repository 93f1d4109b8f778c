import "server-only";

import type { AnyEndpoint, InputOf, ResultOf } from "@/lib/http/endpoint";
import { fillPath } from "@/lib/http/endpoint";
import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import type { ListQuery } from "@/lib/rental/list-query";

import type { UpstreamMethod } from "./client";
import { upstream } from "./upstream";

// The first layer: one typed function per upstream endpoint, for route handlers and server
// components alike. Each checks the caller's permission (from the endpoint table), calls the
// one upstream client and returns the parsed answer, typed as the browser's query function for
// the same endpoint returns it, so a server-rendered page can hand it to react-query under the
// same key. Upstream trouble is thrown as UpstreamError (lib/upstream/errors.ts).

/** The caller's role lacks the endpoint's permission. */
export class PermissionError extends Error {
  override readonly name = "PermissionError";
  constructor(readonly permission: string) {
    super(`not permitted: ${permission}`);
  }
}

/** What one call sends upstream, besides the endpoint's method and path template. */
export type UpstreamCall = {
  params?: Record<string, string | number>;
  query?: ListQuery;
  body?: unknown;
};

export type UpstreamFunction<E extends AnyEndpoint, A extends unknown[]> = ((
  user: SessionUser,
  ...args: A
) => Promise<ResultOf<E>>) & {
  readonly endpoint: E;
  /** For the HTTP layer: the arguments from a request's parsed params, query and body. */
  readonly argsOf: (input: InputOf<E>) => A;
  /** For the HTTP layer: the parsed answer with upstream's 2xx status. */
  answer(user: SessionUser, ...args: A): Promise<{ status: number; result: ResultOf<E> }>;
};

type Definition<E extends AnyEndpoint, A extends [] | unknown[]> = {
  /** What the arguments send upstream, besides the endpoint's method and path template. */
  call: (...args: A) => UpstreamCall;
  /** Upstream's 2xx body → the endpoint's answer (normalise.ts, normalise-results.ts). */
  read: (body: unknown, args: NoInfer<A>) => ResultOf<E>;
  /** The arguments of a route handler's parsed request. */
  argsOf: (input: InputOf<E>) => A;
};

const MIRROR_PREFIX = "/api/v1";

function upstreamMethod({ method, path }: AnyEndpoint): UpstreamMethod {
  if (method === "PATCH" || !path.startsWith(MIRROR_PREFIX))
    throw new Error(`${path} is not a mirrored endpoint`);
  return method;
}

export function upstreamFunction<E extends AnyEndpoint, A extends [] | unknown[]>(
  endpoint: E,
  { call, read, argsOf }: Definition<E, A>,
): UpstreamFunction<E, A> {
  // Upstream's path template: the mirror path without its prefix, worked out once.
  const template = endpoint.path.slice(MIRROR_PREFIX.length);
  const { permission } = endpoint;
  const method = upstreamMethod(endpoint);

  async function answer(user: SessionUser, ...args: A) {
    if (permission !== "signed-in" && !can(user.role, permission))
      throw new PermissionError(permission);
    const { params, query, body } = call(...args);
    const reply = await upstream().request({
      method,
      path: fillPath(template, params),
      query,
      body,
    });
    return { status: reply.status, result: read(reply.body, args) };
  }
  const fn = async (user: SessionUser, ...args: A) => (await answer(user, ...args)).result;
  return Object.assign(fn, { endpoint, argsOf, answer });
}
