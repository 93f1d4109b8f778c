import { AsyncLocalStorage } from "node:async_hooks";

// What is known about the request being served, wherever the code is: set by the API wrapper
// (lib/http/handler.ts), read by the upstream client to add its timing and by the request log.
// AsyncLocalStorage follows the request through every await without passing it by hand.

export type RequestContext = {
  requestId: string;
  userId?: string;
  role?: string;
  /** Time spent waiting for upstream (every attempt, token requests included), ms. */
  upstreamMs: number;
  upstreamCalls: number;
};

const KEY = Symbol.for("rental-desk.request-context");
type Holder = { [KEY]?: AsyncLocalStorage<RequestContext> };

// One store per process, whichever route bundle evaluates this module.
function storage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new AsyncLocalStorage<RequestContext>();
  return holder[KEY];
}

export function runWithRequestContext<T>(context: RequestContext, run: () => T): T {
  return storage().run(context, run);
}

export function currentRequest(): RequestContext | undefined {
  return storage().getStore();
}

/** Called once the session is known. */
export function setRequestUser(user: { id: string; role: string }): void {
  const context = currentRequest();
  if (!context) return;
  context.userId = user.id;
  context.role = user.role;
}

/** Called by the upstream client after each attempt (and token request). */
export function addUpstreamTime(ms: number): void {
  const context = currentRequest();
  if (!context) return;
  context.upstreamMs += ms;
  context.upstreamCalls += 1;
}
