import { sql } from "drizzle-orm";
import { Hono } from "hono";

import { todayInRiyadh } from "@/lib/rental/dates";

import { loadSigningKey } from "./auth/signing-key";
import type { ServiceConfig } from "./config";
import type { ServiceDbHandle } from "./db/open";
import { ApiError } from "./http/errors";
import { createFaultState, faultMiddleware, registerFaultRoutes } from "./http/faults";
import { type AppEnv, requireJsonAccept, requireToken } from "./http/guards";
import { requestLog } from "./http/request-log";
import { buildOpenApiDocument } from "./openapi/document";
import type { RouteContext } from "./routes/context";
import { registerContractRoutes } from "./routes/contracts";
import { registerDeedRoutes } from "./routes/deeds";
import { registerPartyRoutes } from "./routes/parties";
import { registerPropertyRoutes } from "./routes/properties";
import { registerRegionRoutes } from "./routes/regions";
import { registerTokenRoute } from "./routes/token";
import { registerUnitRoutes } from "./routes/units";

export type AppDeps = {
  db: ServiceDbHandle;
  config: Pick<ServiceConfig, "clients" | "tokenTtlSeconds" | "faults">;
  /** The clock; tests move it forward to expire tokens. */
  now?: () => Date;
  /** Request log sink; one line per request. */
  log?: (line: string) => void;
  /** Called with unexpected errors (the response body never carries them). */
  onUnexpectedError?: (error: unknown) => void;
};

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
    registerFaultRoutes(app, faults);
  }

  // GET /health — liveness and database reachability
  app.get("/health", async (c) => {
    await (await ctx.db()).execute(sql`select 1`);
    return c.json({ data: { status: "ok", database: deps.db.kind }, meta: {} });
  });
  // GET /openapi.json — the OpenAPI 3.1 document, generated from the shared zod schemas
  app.get("/openapi.json", (c) => c.json(buildOpenApiDocument()));

  registerTokenRoute(app, {
    clients: deps.config.clients,
    signingKey,
    now,
    ttlSeconds: () => faults?.config.tokenTtlSeconds ?? deps.config.tokenTtlSeconds,
  });

  const tenant = new Hono<AppEnv>();
  tenant.use(requireJsonAccept(), requireToken(signingKey, now));
  registerPartyRoutes(tenant, ctx);
  registerContractRoutes(tenant, ctx);
  registerDeedRoutes(tenant, ctx);
  registerPropertyRoutes(tenant, ctx);
  registerUnitRoutes(tenant, ctx);
  registerRegionRoutes(tenant, ctx);
  app.route("/tenant/v1", tenant);

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
