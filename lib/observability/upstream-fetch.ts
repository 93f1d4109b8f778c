import { observeTokenRequest, observeUpstream } from "./metrics";
import { addUpstreamTime, currentRequest } from "./request-context";
import { routeTemplate } from "./route-template";

// A `fetch` for the upstream client and the token source (lib/upstream/upstream.ts passes it
// in): each attempt is timed to the end of its body, counted by route template and outcome,
// added to the request's upstream time, and carries our request id so that the rental
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

export function instrumentedFetch(base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? "GET").toUpperCase();
    const route = routeTemplate(url.pathname);
    const isToken = url.pathname.endsWith("/oauth/token");
    const requestId = currentRequest()?.requestId;
    const headers = new Headers(init?.headers);
    if (requestId) headers.set("x-request-id", requestId);
    const started = performance.now();
    const done = (outcome: string) => {
      const ms = performance.now() - started;
      observeUpstream(method, route, outcome, ms);
      if (isToken) observeTokenRequest(outcome === "ok" ? "ok" : "failed");
      addUpstreamTime(ms);
    };
    try {
      const response = await base(input, { ...init, headers });
      // Read the body here (within the caller's timeout signal) so the time includes it.
      const body = NO_BODY.has(response.status) ? null : await response.arrayBuffer();
      done(outcomeOf(response.status));
      const { status, statusText } = response;
      return new Response(body, { status, statusText, headers: response.headers });
    } catch (error) {
      done(failureOutcome(error));
      throw error;
    }
  };
}
