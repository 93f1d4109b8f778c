import { timingSafeEqual } from "node:crypto";

import type { Hono, MiddlewareHandler } from "hono";
import { z } from "zod";

import { ApiError } from "./errors";
import { parseBody } from "./validate";

// Fault injection for tests of clients (retries, timeouts, outages). Mounted only when
// RENTAL_SERVICE_FAULTS=1; otherwise /__faults and /__stats are plain 404s. Even then they
// answer only requests carrying RENTAL_SERVICE_FAULTS_SECRET in `x-faults-secret` (a plain 404
// otherwise): a client holding a business token cannot turn faults on.

const faultConfigSchema = z.strictObject({
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  errorRate: z.number().min(0).max(1).optional(),
  forceStatus: z
    .strictObject({
      status: z.number().int().min(400).max(599),
      count: z.number().int().min(1).max(1_000_000),
      pathPrefix: z.string().startsWith("/").optional(),
    })
    .optional(),
  /** Lifetime of tokens issued from now on (overrides RENTAL_SERVICE_TOKEN_TTL_SECONDS). */
  tokenTtlSeconds: z.number().int().min(1).max(86_400).optional(),
});

export type FaultConfig = z.output<typeof faultConfigSchema>;

export type FaultStats = {
  tokenRequests: number;
  requests: Record<string, number>;
  /**
   * Requests this service refused with 400, by "METHOD /path CODE": what a client sent that the
   * shared schemas or a rule refused. The property-based suite (test/integration/
   * openapi-fuzz.int.test.ts) proves the dashboard never sends one.
   */
  refused: Record<string, number>;
  /** Requests answered 500 by an unexpected error (not an injected fault), by "METHOD /path". */
  failed: Record<string, number>;
};

export type FaultState = { initial: FaultConfig; config: FaultConfig; stats: FaultStats };

const noStats = (): FaultStats => ({ tokenRequests: 0, requests: {}, refused: {}, failed: {} });

export function createFaultState(initial: FaultConfig): FaultState {
  return { initial, config: { ...initial }, stats: noStats() };
}

function bump(counts: Record<string, number>, key: string) {
  counts[key] = (counts[key] ?? 0) + 1;
}

const TOKEN_PATH = "/oauth/token";

/** Counts every request, then applies latency, a forced status or a random 500. */
export function faultMiddleware(state: FaultState): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (path.startsWith("/__")) return next();
    const key = `${c.req.method} ${path}`;
    bump(state.stats.requests, key);
    if (path === TOKEN_PATH && c.req.method === "POST") state.stats.tokenRequests++;
    const { latencyMs, errorRate, forceStatus } = state.config;
    if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    // Without a pathPrefix a forced status spares the token endpoint, so a client can still
    // authenticate while its business calls fail.
    const matches = forceStatus?.pathPrefix
      ? path.startsWith(forceStatus.pathPrefix)
      : path !== TOKEN_PATH;
    if (forceStatus && forceStatus.count > 0 && matches) {
      forceStatus.count--;
      if (forceStatus.count === 0) state.config.forceStatus = undefined;
      throw new ApiError(forceStatus.status as 500, "FAULT_INJECTED", "Injected fault.", {
        forced: true,
      });
    }
    if (errorRate && path !== TOKEN_PATH && Math.random() < errorRate) {
      throw new ApiError(500, "FAULT_INJECTED", "Injected fault.", { errorRate });
    }
    await next();
    // Hono has answered by now, an error included (app.onError sets c.res and c.error).
    const status = c.res.status;
    if (status === 400) {
      const code = c.error instanceof ApiError ? c.error.code : "BAD_REQUEST";
      bump(state.stats.refused, `${key} ${code}`);
    } else if (status >= 500) bump(state.stats.failed, key);
  };
}

export const FAULTS_SECRET_HEADER = "x-faults-secret";

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(expected);
  return expected.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

export function registerFaultRoutes(app: Hono, state: FaultState, secret: string) {
  app.use("/__*", async (c, next) => {
    if (!sameSecret(c.req.header(FAULTS_SECRET_HEADER), secret))
      throw new ApiError(404, "NOT_FOUND", `No route ${c.req.method} ${c.req.path}.`);
    return next();
  });
  // PUT /__faults — replace the fault configuration
  app.put("/__faults", async (c) => {
    state.config = await parseBody(c, faultConfigSchema);
    return c.json({ data: state.config, meta: {} });
  });
  // GET /__faults — the current fault configuration
  app.get("/__faults", (c) => c.json({ data: state.config, meta: {} }));
  // DELETE /__faults — back to the configuration from the environment
  app.delete("/__faults", (c) => {
    state.config = { ...state.initial };
    return c.json({ data: state.config, meta: {} });
  });
  // GET /__stats — request counts since start or the last reset
  app.get("/__stats", (c) => c.json(state.stats));
  // DELETE /__stats — reset the counts
  app.delete("/__stats", (c) => {
    state.stats = noStats();
    return c.json(state.stats);
  });
}
