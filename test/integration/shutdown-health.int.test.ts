import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { openDashboardDatabase } from "../../lib/db/database";
import { users } from "@/lib/auth/tables";
import { createTestDatabase } from "../databases";
import { environments } from "./environments";
import { signIn } from "./http";
import { freePort, newAuthSecret, startDashboard, startOwnDashboard } from "./processes";
import { serviceControl } from "./service";

// Health answers as a load balancer reads them, and a graceful stop as a deployment does it.
// Each test starts a dashboard of its own, so its time includes a start-up.
const WITH_START_UP = 120_000;

describe.each(environments())("health and graceful shutdown on $kind", (env) => {
  const service = serviceControl(env.serviceUrl);
  afterAll(() => service.resetFaults());

  it(
    "live answers without dependencies; ready says only up or down, probing at most every few seconds",
    async () => {
      const closed = await freePort();
      const orphan = await startOwnDashboard(
        env.kind,
        `http://127.0.0.1:${closed}`,
        "orphan-health",
      );
      try {
        const live = await fetch(`${orphan.url}/api/health/live`);
        expect(live.status).toBe(200);
        expect(await live.json()).toEqual({ data: { status: "up" }, meta: {} });
        // Signing in opens the database, so that only the upstream is missing.
        await signIn(orphan.url, "support");
        // No upstream token can be had: not ready, and nothing says why.
        for (let i = 0; i < 10; i++) {
          const ready = await fetch(`${orphan.url}/api/health/ready`);
          expect(ready.status).toBe(503);
          expect(await ready.json()).toEqual({ data: { status: "down" }, meta: {} });
        }
        // Ten probes in well under the cache's few seconds: one check, one log line.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const log = readFileSync(orphan.logFile, "utf8");
        expect(log.match(/"check":"upstream-token"/g)).toHaveLength(1);
        expect((await fetch(`${env.dashboardUrl}/api/health/ready`)).status).toBe(200);
        // The old combined endpoint is gone: like any path under /api that is no endpoint, it
        // answers 401 without a session (and 404 with one).
        expect((await fetch(`${env.dashboardUrl}/api/health`)).status).toBe(401);
      } finally {
        await orphan.stop();
      }
    },
    WITH_START_UP,
  );

  it(
    "on SIGTERM finishes the request in flight, takes no new one, closes the database, exits 0",
    async () => {
      const db = createTestDatabase(env.kind, "shutdown_dash");
      const logDir = mkdtempSync(path.join(tmpdir(), "rental-desk-shutdown-"));
      const dashboard = await startDashboard({
        rentalUrl: env.serviceUrl,
        db,
        logDir,
        authSecret: newAuthSecret(),
        name: "shutdown",
        timeoutMs: 10_000,
      });
      try {
        const client = await signIn(dashboard.url, "support");
        await service.setFaults({ latencyMs: 1_200 });
        const slow = client.get("/api/v1/regions");
        await new Promise((resolve) => setTimeout(resolve, 500));
        process.kill(dashboard.pid, "SIGTERM");
        await new Promise((resolve) => setTimeout(resolve, 200));
        const late = await fetch(`${dashboard.url}/api/health/live`).then(
          () => "answered",
          () => "refused",
        );
        expect(late).toBe("refused");
        const answer = await slow;
        expect(answer.status, answer.text).toBe(200);
        expect(await dashboard.exited).toBe(0);
        const lines = readFileSync(dashboard.logFile, "utf8");
        expect(lines).toMatch(/"inFlight":1,"msg":"shutting down/);
        expect(lines).toMatch(/"code":0,"msg":"stopped"/);
        expect(lines).not.toContain("shutdown step failed");
        if (env.kind === "pglite") {
          // The directory was closed cleanly and holds what the dashboard wrote (its demo users).
          const handle = openDashboardDatabase({ dataDir: db.dataDir });
          const rows = await (await handle.get()).select({ n: count() }).from(users);
          expect(rows).toEqual([{ n: 3 }]);
          await handle.close();
        }
      } finally {
        await service.resetFaults();
        await dashboard.stop();
        await db.cleanup();
        rmSync(logDir, { recursive: true, force: true });
      }
    },
    WITH_START_UP,
  );
});
