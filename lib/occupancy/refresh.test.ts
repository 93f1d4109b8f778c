import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import type { ReadPage } from "@/lib/exports/pager";
import type { RouteHandler } from "@/lib/http/handler";
import { listProperties } from "@/lib/properties/upstream";
import type { Property } from "@/lib/rental/records";
import { readInBackground } from "@/lib/upstream/background";
import type { UpstreamBudget } from "@/lib/upstream/budget";
import { createUpstreamClient, type UpstreamClient } from "@/lib/upstream/client";
import { serverRead } from "@/lib/upstream/server-read";
import { createTokenSource } from "@/lib/upstream/token";
import {
  FAULTS_SECRET,
  START_TIMEOUT,
  startHarness,
  type Harness,
} from "@/rental-service/test/harness";
import { FAULTS_SECRET_HEADER } from "@/rental-service/src/http/faults";
import { createTestDatabase, type TestDatabase } from "@/test/databases";

import { claimRefresh, readRefreshState } from "./refresh-store";
import { runRefresh } from "./refresh";
import { portfolioCounts } from "./store";

// The units index filled from the rental service itself (150 seeded properties: two pages of
// 100): every unit of every property, each request in a slot of the upstream budget, one refresh
// at a time; a property deleted upstream leaves with its units on the next complete refresh; and
// POST /api/occupancy/refresh starts one in the background for a manager, audited.

vi.setConfig({ testTimeout: 60_000 });

const client = vi.hoisted(() => ({ current: null as UpstreamClient | null }));
const mocks = vi.hoisted(() => ({
  db: null as DashboardDb | null,
  user: null as SessionUser | null,
  audits: [] as { action: string; targetId: string | null }[],
}));
vi.mock("@/lib/upstream/upstream", () => ({ upstream: () => client.current }));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));
vi.mock("@/lib/audit/record", () => ({
  recordAudit: async (entry: (typeof mocks.audits)[number]) => void mocks.audits.push(entry),
  recordSecurityEvent: async () => {},
}));
vi.mock("@/lib/auth/session", () => ({
  getSessionUser: async () => mocks.user,
  getApiCaller: async () => ({ user: mocks.user, address: "x", limited: null, refused: null }),
}));

const manager: SessionUser = { id: "m1", email: "m@x.test", name: "M", role: "manager" };
const PROPERTIES = 150;
const LIST = "GET /tenant/v1/properties";
const faults = { [FAULTS_SECRET_HEADER]: FAULTS_SECRET };

let h: Harness;
let storage: TestDatabase;
let handle: DashboardDbHandle;
let db: DashboardDb;

const readProperties: ReadPage<Property> = async (page, pageSize) => {
  const { data, meta } = await serverRead(listProperties, manager, {
    query: { pagination: { page, pageSize }, sort: "id:asc" },
  });
  return { rows: data, total: meta.pagination.total };
};
async function listRequests(): Promise<number> {
  const stats = await h.call("GET", "/__stats", { token: null, headers: faults });
  return (stats.body.requests as Record<string, number>)[LIST] ?? 0;
}
/** Every unit upstream lists, by reading the list whole. */
async function upstreamUnits(): Promise<number> {
  let units = 0;
  for (let page = 1; page <= 2; page++) {
    const { rows } = await readProperties(page, 100);
    for (const p of rows) units += p.units.length;
  }
  return units;
}

beforeAll(async () => {
  h = await startHarness("pglite", "occupancy", {
    config: {
      seed: { enabled: true, properties: PROPERTIES, parties: 3 },
      faults: { enabled: true, latencyMs: 0, errorRate: 0, secret: FAULTS_SECRET },
    },
  });
  const tokens = createTokenSource({
    baseUrl: h.service.url,
    clientId: "demo-client",
    clientSecret: "demo-secret",
    scope: "*",
    timeoutMs: 5_000,
  });
  client.current = createUpstreamClient({ baseUrl: h.service.url, timeoutMs: 5_000, tokens });
  mocks.user = manager;
  storage = createTestDatabase("pglite", "occupancy_refresh");
  handle = openDashboardDatabase(storage);
  db = await handle.get();
  mocks.db = db;
}, START_TIMEOUT);
afterAll(async () => {
  await h?.stop();
  await handle?.close();
  await storage?.cleanup();
});

describe("the units index's refresh", () => {
  it("reads every property's units, each request in a slot of the upstream budget", async () => {
    const expected = await upstreamUnits();
    await h.call("DELETE", "/__stats", { token: null, headers: faults });
    let slots = 0;
    const budget: UpstreamBudget = {
      rps: 100,
      next: async () => {
        slots += 1;
        return Date.now();
      },
    };
    const signal = new AbortController().signal;
    const outcome = await readInBackground(budget, signal, () =>
      runRefresh(db, readProperties, "m1", { minIntervalMs: 0 }),
    );
    expect(outcome).toEqual({ properties: PROPERTIES, units: expected, complete: true });
    expect(await listRequests()).toBe(2);
    expect(slots).toBe(2);
    const counts = await portfolioCounts(db, "2026-06-15");
    expect(counts.units).toBe(expected);
    const state = await readRefreshState(db);
    expect(state).toMatchObject({ running_since: null, properties: PROPERTIES, units: expected });
    expect(state.refreshed_at).not.toBeNull();
  });

  it("runs once at a time: a refresh asked for while one runs does not start", async () => {
    expect(await claimRefresh(db, "someone")).toBeInstanceOf(Date);
    expect(await runRefresh(db, readProperties, "m1", { minIntervalMs: 0 })).toBeNull();
    expect((await readRefreshState(db)).running_since).not.toBeNull();
  });

  it("a property deleted upstream leaves with its units on the next complete refresh", async () => {
    // Free the claim the previous test left (as an expired claim would be).
    await db.execute(sql`update unit_index_refresh set running_since = null`);
    const { rows } = await readProperties(1, 100);
    // The first property with units and no contract in force (the service keeps the others).
    let free: Property | undefined;
    for (const p of rows.filter((r) => r.units.length > 0)) {
      if ((await h.call("DELETE", `/tenant/v1/properties/${p.id}`)).status === 200) {
        free = p;
        break;
      }
    }
    expect(free).toBeDefined();
    const before = (await portfolioCounts(db, "2026-06-15")).units;
    await runRefresh(db, readProperties, "m1", { minIntervalMs: 0 });
    expect((await portfolioCounts(db, "2026-06-15")).units).toBe(before - free!.units.length);
  });
});

describe("POST /api/occupancy/refresh", () => {
  it("starts a refresh in the background for a manager, audited, and says when it is done", async () => {
    const { POST } = (await import("@/app/api/occupancy/refresh/route")) as {
      POST: RouteHandler;
    };
    mocks.audits.length = 0;
    const req = new NextRequest("http://localhost:3000/api/occupancy/refresh", {
      method: "POST",
      headers: { origin: "http://localhost:3000" },
    });
    const res = await POST(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(202);
    const body = (await res.json()) as { data: { started: boolean } };
    expect(body.data.started).toBe(true);
    expect(mocks.audits).toMatchObject([{ action: "occupancy.refresh", targetId: "units" }]);
    // The background run ends with the row's refreshed time moving on.
    const started = Date.now();
    let state = await readRefreshState(db);
    while (state.running_since !== null && Date.now() - started < 30_000) {
      await new Promise((r) => setTimeout(r, 100));
      state = await readRefreshState(db);
    }
    expect(state.running_since).toBeNull();
    expect(state.failure).toBeNull();
    expect(state.properties).toBeGreaterThanOrEqual(PROPERTIES - 1);
  });
});
