import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import type { RouteHandler } from "@/lib/http/handler";
import { indexProperty } from "@/lib/occupancy/index-store";
import { claimRefresh } from "@/lib/occupancy/refresh-store";
import type { Property } from "@/lib/rental/records";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

// /api/occupancy through its route modules, in process, on PGlite and PostgreSQL: every role
// reads, only managers and admins refresh, and a bad filter is a 400 naming the field.

vi.setConfig({ testTimeout: 60_000 });

const mocks = vi.hoisted(() => ({
  db: null as DashboardDb | null,
  user: null as SessionUser | null,
  audits: [] as { action: string }[],
}));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));
vi.mock("@/lib/auth/session", () => ({
  getApiCaller: async () => ({ user: mocks.user, address: "198.51.100.9", limited: null }),
}));
vi.mock("@/lib/audit/record", () => ({
  recordAudit: async (entry: { action: string }) => void mocks.audits.push(entry),
  recordSecurityEvent: async () => {},
}));

const portfolio = (await import("./route")).GET;
const property = (await import("./properties/[documentNumber]/route")).GET;
const vacant = (await import("./vacant/route")).GET;
const refresh = (await import("./refresh/route")).POST;
const ORIGIN = "http://localhost:3000";

const person = (role: SessionUser["role"]): SessionUser => ({
  id: `${role}-1`,
  email: `${role}@x.test`,
  name: role,
  role,
});

type Answer = {
  status: number;
  body: {
    data?: unknown;
    meta?: { pagination?: { total: number } };
    error?: { code: string; details: { fields?: Record<string, string[]> } };
  };
};

async function send(
  as: SessionUser,
  handler: RouteHandler,
  path: string,
  params: Record<string, string> = {},
  method = "GET",
): Promise<Answer> {
  mocks.user = as;
  const req = new NextRequest(`${ORIGIN}${path}`, { method, headers: { origin: ORIGIN } });
  const res = await handler(req, { params: Promise.resolve(params) });
  return { status: res.status, body: (await res.json()) as Answer["body"] };
}

const tower: Property = {
  id: 9,
  document_number: "530000009",
  property_name: "برج الاختبار",
  owner_id: "1016690206",
  deed_date_hijri: "1445-01-01",
  region_id: 1,
  city_id: 3,
  units: [1, 2, 3].map((n) => ({
    id: 900 + n,
    property_id: 9,
    unit_number: String(n),
    floor_number: 1,
    rooms: 2,
    unit_usage: "residential_families" as const,
    unit_type: "apartment" as const,
  })),
};

describe.each(testDatabaseKinds())("occupancy API (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;

  beforeAll(async () => {
    testDb = createTestDatabase(kind, "occupancy_api");
    handle = openDashboardDatabase(testDb);
    mocks.db = await handle.get();
    await indexProperty(mocks.db, tower);
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("support reads the portfolio, a property and the vacant units", async () => {
    const support = person("support");
    const all = await send(support, portfolio, "/api/occupancy");
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({
      counts: { units: 3, leased: 0, reserved: 0, vacant: 3, rate_bp: 0 },
    });
    const one = await send(support, property, "/api/occupancy/properties/530000009", {
      documentNumber: "530000009",
    });
    expect(one.status).toBe(200);
    expect((one.body.data as { units: unknown[] }).units).toHaveLength(3);
    const list = await send(support, vacant, "/api/occupancy/vacant?property=530000009&region=1");
    expect(list.status).toBe(200);
    expect(list.body.meta?.pagination?.total).toBe(3);
  });

  it("refuses a bad filter with the field named, before reading anything", async () => {
    const manager = person("manager");
    const bad = await send(manager, vacant, "/api/occupancy/vacant?region=abc&sort=rent:asc");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error?.details.fields ?? {}).sort()).toEqual(["region", "sort"]);
    const deed = await send(manager, vacant, "/api/occupancy/vacant?property=12ab");
    expect(deed.status).toBe(400);
    expect(Object.keys(deed.body.error?.details.fields ?? {})).toEqual(["property"]);
    const path = await send(manager, property, "/api/occupancy/properties/abc", {
      documentNumber: "abc",
    });
    expect(path.status).toBe(400);
    expect(Object.keys(path.body.error?.details.fields ?? {})).toEqual(["documentNumber"]);
  });

  it("lets only managers and admins refresh; a refresh already running is not started again", async () => {
    const denied = await send(person("support"), refresh, "/api/occupancy/refresh", {}, "POST");
    expect(denied.status).toBe(403);
    // One runs already (another instance's): the answer says so and nothing is audited.
    mocks.audits.length = 0;
    expect(await claimRefresh(mocks.db!, "other-instance")).toBeInstanceOf(Date);
    for (const role of ["manager", "admin"] as const) {
      const answer = await send(person(role), refresh, "/api/occupancy/refresh", {}, "POST");
      expect(answer.status).toBe(202);
      expect(answer.body.data).toMatchObject({ started: false });
      expect(
        (answer.body.data as { refresh: { running_since: string } }).refresh.running_since,
      ).not.toBeNull();
    }
    expect(mocks.audits).toEqual([]);
  });
});
