import "server-only";

import { logger } from "./logger";
import { observeRequest } from "./metrics";
import { runWithRequestContext, type RequestContext } from "./request-context";
import { routeTemplate } from "./route-template";

// One log line and one metrics observation per API request, around the handler. The line
// names the route template, never the raw path (record numbers, deed numbers), and never a
// header, a query or a body.

/** Refused requests are worth a warning: authentication, permission, origin, size, rate. */
const REFUSED = new Set([401, 403, 405, 413, 415, 429]);

export async function observed(
  req: { method: string; nextUrl: { pathname: string } },
  requestId: string,
  run: () => Promise<Response>,
): Promise<Response> {
  const context: RequestContext = { requestId, upstreamMs: 0, upstreamCalls: 0 };
  const started = performance.now();
  const response = await runWithRequestContext(context, run);
  const durationMs = performance.now() - started;
  const route = routeTemplate(req.nextUrl.pathname);
  const status = response.status;
  observeRequest(req.method, route, status, durationMs);
  // 500 is our own fault; 502/503/504 are upstream trouble, already detailed by the proxy.
  let level: "error" | "warn" | "info" | "debug" =
    status === 500 ? "error" : status > 500 || REFUSED.has(status) ? "warn" : "info";
  // A balancer probes health every few seconds: keep those lines out of the default level.
  if (level === "info" && route.startsWith("/api/health/")) level = "debug";
  logger()[level](
    {
      requestId,
      userId: context.userId,
      role: context.role,
      method: req.method,
      route,
      status,
      durationMs: Math.round(durationMs * 10) / 10,
      upstreamMs: Math.round(context.upstreamMs * 10) / 10,
      upstreamCalls: context.upstreamCalls,
    },
    "request",
  );
  return response;
}
