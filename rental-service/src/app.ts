import { sql } from "drizzle-orm";
import { Hono } from "hono";

import type { Logger } from "@/lib/shared/logger";
import { todayInRiyadh } from "@/lib/rental/dates";

import { loadSigningKey } from "./auth/signing-key";
import type { ServiceConfig } from "./config";
import type { ServiceDbHandle } from "./db/open";
import { ApiError } from "./http/errors";
import { createFaultState, faultMiddleware, registerFaultRoutes } from "./http/faults";
import { type AppEnv, requireJsonAccept, requireToken } from "./http/guards";
import { registerReferencePage } from "./http/reference-page";
import { limitBody, rateLimitPerAddress } from "./http/limits";
import { requestLog } from "./http/request-log";
import { buildOpenApiDocument } from "./openapi/document";
import type { RouteContext } from "./routes/context";
import { registerRoutes } from "./routes/route";
import { TENANT_BASE, tenantRoutes } from "./routes/tenant-routes";
import { registerTokenRoute, tokenErrorResponse } from "./routes/token";

export type AppDeps = {
  db: ServiceDbHandle;
  config: Pick<ServiceConfig, "clients" | "tokenTtlSeconds" | "faults"> &
    Partial<Pick<ServiceConfig, "tokenRateLimit">>;
  /** The clock; tests move it forward to expire tokens. */
  now?: () => Date;
  /** The request log (one line per request); none when absent. */
  log?: Logger;
  /** Called with unexpected errors (the response body never carries them). */
  onUnexpectedError?: (error: unknown) => void;
};

/** A token form is a few hundred bytes; the largest business body (a contract) a few kilobytes. */
const TOKEN_BODY_BYTES = 8 * 1024;
const BUSINESS_BODY_BYTES = 64 * 1024;

export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const ctx: RouteContext = { db: () => deps.db.get(), now, today: () => todayInRiyadh(now()) };
  let key: Promise<Uint8Array> | null = null;
  const signingKey = () => {
    key ??= ctx
      .db()
      .then(loadSigningKey)
      .catch((error: unknown) => {
        key = null;
        throw error;
      });
    return key;
  };
  const faults = deps.config.faults.enabled
    ? createFaultState({
        latencyMs: deps.config.faults.latencyMs || undefined,
        errorRate: deps.config.faults.errorRate || undefined,
      })
    : null;

  const app = new Hono();
  if (deps.log) app.use(requestLog(deps.log));
  if (faults) {
    app.use(faultMiddleware(faults));
    registerFaultRoutes(app, faults, deps.config.faults.secret ?? "");
  }
  app.use(
    "/oauth/token",
    limitBody(TOKEN_BODY_BYTES),
    rateLimitPerAddress(deps.config.tokenRateLimit ?? 60),
  );
  app.use(`${TENANT_BASE}/*`, limitBody(BUSINESS_BODY_BYTES));

  // GET /health — liveness and database reachability
  app.get("/health", async (c) => {
    await (await ctx.db()).execute(sql`select 1`);
    return c.json({ data: { status: "ok", database: deps.db.kind }, meta: {} });
  });
  // GET /openapi.json — the OpenAPI 3.1 document, generated from the shared zod schemas
  app.get("/openapi.json", (c) => c.json(buildOpenApiDocument(new URL(c.req.url).origin)));
  registerReferencePage(app);

  registerTokenRoute(app, {
    clients: deps.config.clients,
    signingKey,
    now,
    ttlSeconds: () => faults?.config.tokenTtlSeconds ?? deps.config.tokenTtlSeconds,
  });

  const tenant = new Hono<AppEnv>();
  tenant.use(requireJsonAccept(), requireToken(signingKey, now));
  registerRoutes(tenant, ctx, tenantRoutes);
  app.route(TENANT_BASE, tenant);

  app.notFound((c) =>
    c.json(
      {
        error: {
          code: "NOT_FOUND",
          message: `No route ${c.req.method} ${c.req.path}.`,
          details: {},
        },
      },
      404,
    ),
  );
  app.onError((error, c) => {
    // Refusals by the limits in front of the token route speak OAuth too.
    if (error instanceof ApiError && c.req.path === "/oauth/token")
      return tokenErrorResponse(c, error);
    if (error instanceof ApiError) {
      if (error.status === 401) c.header("WWW-Authenticate", 'Bearer realm="rental-service"');
      return c.json(error.body(), error.status);
    }
    (deps.onUnexpectedError ?? console.error)(error);
    const body = {
      error: { code: "INTERNAL_ERROR", message: "Something went wrong.", details: {} },
    };
    return c.json(body, 500);
  });
  return app;
}
