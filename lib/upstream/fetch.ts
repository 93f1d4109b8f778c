import type { UpstreamTransport } from "@/lib/upstream/transport";

import { observeTokenRequest, observeUpstream } from "@/lib/observability/metrics";
import { addUpstreamTime, currentRequest } from "@/lib/observability/request-context";
import { routeTemplate } from "@/lib/observability/route-template";

// A `fetch` for the token source and a transport for the upstream client (lib/upstream/upstream.ts
// passes them in): each attempt is timed to the end of its body, counted by route template and
// outcome, added to the request's upstream time, and carries our request id so that the rental
// service's log line can be matched with ours. Nothing else about the call changes.

const NO_BODY = new Set([101, 204, 205, 304]);

export function outcomeOf(status: number): string {
  if (status < 400) return "ok";
  return status < 500 ? "http_4xx" : "http_5xx";
}

function failureOutcome(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  return name === "TimeoutError" || name === "AbortError" ? "timeout" : "unreachable";
}

/** Timing, metrics and the request id for one upstream attempt; `done` once its body is read. */
function observe(method: string, href: string) {
  const { pathname } = new URL(href);
  const route = routeTemplate(pathname);
  const isToken = pathname.endsWith("/oauth/token");
  const requestId = currentRequest()?.requestId;
  const started = performance.now();
  return {
    requestId,
    done(outcome: string) {
      const ms = performance.now() - started;
      observeUpstream(method, route, outcome, ms);
      if (isToken) observeTokenRequest(outcome === "ok" ? "ok" : "failed");
      addUpstreamTime(ms);
    },
  };
}

export function instrumentedFetch(base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? "GET").toUpperCase();
    const attempt = observe(method, input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    if (attempt.requestId) headers.set("x-request-id", attempt.requestId);
    try {
      const response = await base(input, { ...init, headers });
      // Read the body here (within the caller's timeout signal) so the time includes it.
      const body = NO_BODY.has(response.status) ? null : await response.arrayBuffer();
      attempt.done(outcomeOf(response.status));
      const { status, statusText } = response;
      return new Response(body, { status, statusText, headers: response.headers });
    } catch (error) {
      attempt.done(failureOutcome(error));
      throw error;
    }
  };
}

/** The same for the upstream client's transport (lib/upstream/transport.ts). */
export function instrumentedTransport(base: UpstreamTransport): UpstreamTransport {
  return async (exchange) => {
    const attempt = observe(exchange.method.toUpperCase(), exchange.url);
    const headers = attempt.requestId
      ? { ...exchange.headers, "x-request-id": attempt.requestId }
      : exchange.headers;
    try {
      const answer = await base({ ...exchange, headers });
      attempt.done(outcomeOf(answer.status));
      return answer;
    } catch (error) {
      attempt.done(failureOutcome(error));
      throw error;
    }
  };
}
