import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";

import type { Logger } from "@/lib/shared/logger";

import type { TokenClaims } from "../auth/tokens";

// One JSON line per request: request id (the caller's X-Request-Id when it sends one, so the
// dashboard's line and ours can be matched), client id, method, route template (Hono's matched
// path, e.g. /tenant/v1/units/:id), status and milliseconds. Never a header, query or body.
// Refusals (401, 403, 406, 415, 429) and 5xx are warnings.

const REQUEST_ID = /^[\w-]{8,64}$/;
const REFUSED = new Set([401, 403, 406, 415, 429]);

export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header("x-request-id");
    const requestId = given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    await next();
    const status = c.res.status;
    const level = status >= 500 ? "error" : REFUSED.has(status) ? "warn" : "info";
    // A path no route matched keeps its own name out of the log (it may hold anything).
    const matched = routePath(c);
    const route = matched === "/*" ? "(unmatched)" : matched;
    const line = {
      requestId,
      // Set by requireToken (guards.ts) once the bearer token is verified.
      clientId: (c.var as { claims?: TokenClaims }).claims?.clientId,
      method: c.req.method,
      route,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    log[route === "/health" && status === 200 ? "debug" : level](line, "request");
  };
}
