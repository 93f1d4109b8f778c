import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDashboardDatabase } from "../../lib/db/database";
import { syncRunItems } from "@/lib/deeds/sync/tables";
import type { SyncRun } from "../../lib/deeds/sync/schemas";
import { createTestDatabase, type TestDatabase } from "../databases";
import { environments } from "./environments";
import { signIn, type Client } from "./http";
import { newAuthSecret, startDashboard, startService, type Running } from "./processes";
import { serviceControl } from "./service";

// The proof of issue 10's bulk sync: an admin starts a sync of every stale deed, the dashboard
// is stopped (SIGTERM, as a deployment does) in the middle of it and started again, and the run
// finishes with every deed synced exactly once, as the rental service itself counts the sync
// requests it received, at no more than UPSTREAM_BACKGROUND_RPS requests a second.

const RPS = 2;
const PROPERTIES = 12; // the integration service's seed (processes.ts)
const SYNC_ROUTE = "/tenant/v1/properties/sync-deed/:id";

describe.each(environments())("bulk deed sync across a restart on $kind", ({ kind }) => {
  const logDir = mkdtempSync(path.join(tmpdir(), `rental-desk-deed-sync-${kind}-`));
  const authSecret = newAuthSecret();
  let serviceDb: TestDatabase;
  let dashboardDb: TestDatabase;
  let service: Running;
  let dashboard: Running | null = null;

  const startOurDashboard = (name: string) =>
    startDashboard({
      rentalUrl: service.url,
      db: dashboardDb,
      logDir,
      authSecret,
      name,
      timeoutMs: 10_000,
      extraEnv: { UPSTREAM_BACKGROUND_RPS: String(RPS) },
    });

  beforeAll(async () => {
    serviceDb = createTestDatabase(kind, "deed_sync_service");
    dashboardDb = createTestDatabase(kind, "deed_sync_dash");
    service = await startService({ db: serviceDb, logDir, name: "deed-sync-service" });
    dashboard = await startOurDashboard("deed-sync-1");
  }, 180_000);
  afterAll(async () => {
    await dashboard?.stop();
    await service?.stop();
    await serviceDb?.cleanup();
    await dashboardDb?.cleanup();
    if (process.env.KEEP_TEST_LOGS !== "1") rmSync(logDir, { recursive: true, force: true });
  });

  async function readRun(admin: Client, id: string): Promise<SyncRun> {
    const res = await admin.get(`/api/deed-sync/runs/${id}`);
    expect(res.status, res.text).toBe(200);
    return (res.json as { data: SyncRun }).data;
  }
  async function until(what: () => Promise<boolean>, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!(await what())) {
      if (Date.now() > deadline) throw new Error("timed out");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const done = (run: SyncRun) =>
    run.counts.changed + run.counts.unchanged + run.counts.failed + run.counts.synced;

  it("an admin bulk-syncs stale deeds, the dashboard restarts midway, nothing is synced twice", async () => {
    const control = serviceControl(service.url);
    await control.resetStats();
    let admin = await signIn(dashboard!.url, "admin");

    // Every seeded deed has never been synced: all of them are stale.
    const list = await admin.get("/api/v1/properties?filters[synced_at][$lt]=2100-01-01T00:00:00Z");
    expect((list.json as { meta: { pagination: { total: number } } }).meta.pagination.total).toBe(
      PROPERTIES,
    );
    const started = await admin.request("POST", "/api/deed-sync/runs", {
      scope: "stale",
      days: 30,
    });
    expect(started.status, started.text).toBe(201);
    const runId = (started.json as { data: SyncRun }).data.id;

    // Midway: some deeds synced, most not.
    let before = await readRun(admin, runId);
    await until(async () => done((before = await readRun(admin, runId))) >= 3, 60_000);
    expect(before.status).toBe("running");
    process.kill(dashboard!.pid, "SIGTERM");
    expect(await dashboard!.exited).toBe(0);
    dashboard = null;
    const shutdownLog = readFileSync(path.join(logDir, "deed-sync-1.log"), "utf8");
    expect(shutdownLog).not.toContain("shutdown step failed");

    // What the stopped dashboard left: the deed in hand finished, the rest waiting.
    const handle = openDashboardDatabase(dashboardDb);
    const items = await (
      await handle.get()
    )
      .select({ state: syncRunItems.state })
      .from(syncRunItems)
      .where(eq(syncRunItems.runId, runId));
    await handle.close();
    const states = items.map((i) => i.state);
    expect(states).toHaveLength(PROPERTIES);
    expect(states.filter((s) => s === "syncing")).toEqual([]);
    const syncedBeforeStop = states.filter((s) => s !== "pending").length;
    expect(syncedBeforeStop).toBeGreaterThanOrEqual(3);
    expect(syncedBeforeStop).toBeLessThan(PROPERTIES);
    expect(await control.calls("POST", "/properties/sync-deed/1")).toBe(1);

    // Started again: the run goes on by itself from the first deed not yet synced.
    dashboard = await startOurDashboard("deed-sync-2");
    admin = await signIn(dashboard.url, "admin");
    let after = await readRun(admin, runId);
    await until(async () => (after = await readRun(admin, runId)).status === "done", 90_000);
    expect(after.counts).toMatchObject({ total: PROPERTIES, pending: 0, syncing: 0, failed: 0 });
    expect(after.counts.changed + after.counts.unchanged).toBe(PROPERTIES);

    // The rental service's own count: each deed's sync request arrived exactly once.
    const stats = await control.stats();
    const syncs = Object.entries(stats.requests).filter(([key]) =>
      key.startsWith("POST /tenant/v1/properties/sync-deed/"),
    );
    expect(syncs).toHaveLength(PROPERTIES);
    for (const [key, count] of syncs) expect(count, key).toBe(1);
    // And no faster than the configured pace: its request log, in the order they arrived.
    const times = readFileSync(path.join(logDir, "deed-sync-service.log"), "utf8")
      .split("\n")
      .filter((line) => line.includes(`"route":"${SYNC_ROUTE}"`))
      .map((line) => JSON.parse(line) as { time: string; durationMs: number })
      // When each request arrived: its line is written when the answer leaves.
      .map(({ time, durationMs }) => Date.parse(time) - durationMs);
    expect(times).toHaveLength(PROPERTIES);
    // Arrival times, to the millisecond of the log's clock (a busy machine once made the
    // answers' times 370 ms apart where the requests were 500 ms apart).
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThan(1000 / RPS - 100);

    // Each deed's sync is in the audit log, under the admin who started the run: one row for the
    // job on the log's page, its own entries under it.
    const page = await admin.get("/api/audit?action=property.sync&pageSize=100");
    const jobs = (page.json as { data: { group: { id: string; count: number } | null }[] }).data;
    expect(jobs.filter((e) => e.group?.id === runId).map((e) => e.group!.count)).toEqual([
      PROPERTIES,
    ]);
    const audit = await admin.get(`/api/audit?action=property.sync&groupId=${runId}&pageSize=100`);
    const entries = (audit.json as { data: { requestId: string; userEmail: string }[] }).data;
    const ofRun = entries.filter((e) => e.requestId.startsWith(`sync-${runId}-`));
    expect(ofRun).toHaveLength(PROPERTIES);
    expect(new Set(ofRun.map((e) => e.userEmail))).toEqual(new Set(["admin@demo.test"]));
  }, 300_000);
});
