import { AsyncResource } from "node:async_hooks";

// An async context that belongs to no request, captured when the server starts
// (instrumentation-node.ts). Whatever outlives the request that uses it, such as a kept-alive
// connection to upstream (made, or handed to the next request, with its idle timer), must be
// labelled in it: a socket labelled inside a request carries that request's async context
// (Next's per-request stores, which reach the rendered page and the response) for as long as
// the socket lives, and through them other requests (bench/findings.md, 2026-11-28: 699
// responses kept after a full collection).

const KEY = Symbol.for("rental-desk.outside-requests");
type Holder = { [KEY]?: AsyncResource };

/** Once, at start-up, before the first request. */
export function captureStartupContext(): void {
  (globalThis as Holder)[KEY] ??= new AsyncResource("rental-desk.startup");
}

/** Runs `fn` in the start-up context; where none was captured (tests, scripts), as it is. */
export function outsideRequests<T>(fn: () => T): T {
  const startup = (globalThis as Holder)[KEY];
  return startup ? startup.runInAsyncScope(fn) : fn();
}
