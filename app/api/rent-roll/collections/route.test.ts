import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { createUser } from "@/lib/auth/users";
import { contractRegister } from "@/lib/contracts/tables";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import type { RouteHandler } from "@/lib/http/handler";
import { addDays } from "@/lib/rental/contract-period";
import { todayInRiyadh } from "@/lib/rental/dates";
import { moneySummary } from "@/lib/rent-roll/arrears";
import { alignSchedule } from "@/lib/rent-roll/schedule-store";
import { recordPayment } from "@/lib/rent-roll/store";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

// GET /api/rent-roll/collections/due and …/payments through their route modules, in process,
// on PGlite and PostgreSQL: every role reads them (support too), each wrong field is named in a
// 400, and this month's totals are the overview's money figures.

vi.setConfig({ testTimeout: 60_000 });

const mocks = vi.hoisted(() => ({
  db: null as DashboardDb | null,
  user: null as SessionUser | null,
}));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));
vi.mock("@/lib/auth/session", () => ({
  getApiCaller: async () => ({ user: mocks.user, address: "198.51.100.9", limited: null }),
}));
vi.mock("@/lib/auth/request-preferences", () => ({
  getPreferences: async () => ({ locale: "en", digits: "latn", calendar: "gregory" }),
}));

const dueRoute = await import("./due/route");
const paymentsRoute = await import("./payments/route");
const dueExport = await import("../../exports/month-due/route");
const paymentsExport = await import("../../exports/month-payments/route");
const ORIGIN = "http://localhost:3000";

type Answer = {
  status: number;
  data?: { contract_id: number; amount?: number; total?: number }[];
  meta?: { totals: Record<string, unknown>; pagination: Record<string, number> };
  error?: { code: string; details: { fields?: Record<string, string[]> } };
};

async function get(as: SessionUser, handler: RouteHandler, path: string): Promise<Answer> {
  mocks.user = as;
  const req = new NextRequest(`${ORIGIN}${path}`, { headers: { origin: ORIGIN } });
  const res = await handler(req, { params: Promise.resolve({}) });
  return { status: res.status, ...((await res.json()) as Omit<Answer, "status">) };
}

/** An export as the dashboard's download link asks for it (same origin), its file's text. */
async function exported(as: SessionUser, handler: RouteHandler, path: string) {
  mocks.user = as;
  const req = new NextRequest(`${ORIGIN}${path}`, { headers: { "sec-fetch-site": "same-origin" } });
  const res = await handler(req, { params: Promise.resolve({}) });
  return { status: res.status, text: await res.text() };
}

describe.each(testDatabaseKinds())("month's collections API (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  const people = {} as Record<"manager" | "support", SessionUser>;
  const month = todayInRiyadh().slice(0, 7);
  const start = `${month}-01`;

  beforeAll(async () => {
    testDb = createTestDatabase(kind, "collections_api");
    handle = openDashboardDatabase(testDb);
    const db = (mocks.db = await handle.get());
    for (const role of ["manager", "support"] as const) {
      const user = await createUser(db, {
        email: `${role}@collections.test`,
        name: role,
        role,
        password: "a long enough password",
      });
      people[role] = { id: user.id, email: user.email, name: user.name, role };
    }
    const terms = {
      contractType: "residential",
      duration: 1,
      totalRent: 12_000,
      billingType: "monthly",
      startDate: start,
      endDate: addDays(start, 364),
      status: "active",
    };
    await db.insert(contractRegister).values({
      contractId: 51,
      unitId: "78",
      parties: [{ role: "tenant", id: 9 }],
      knownParties: {
        "9": { full_name: "Sara", id_number: "1016690206", phone_number: "+966501234567" },
      },
      knownUnit: null,
      ...terms,
      createdBy: "m",
      updatedBy: "m",
    });
    await alignSchedule(
      db,
      { contractId: 51, deleted: false, ...terms },
      { rateBasisPoints: 1500, effectiveFrom: "2020-07-01" },
    );
    await recordPayment(db, {
      contractId: 51,
      amount: 40_000,
      paidOn: start,
      method: "cash",
      reference: null,
      idempotencyKey: "collections-api-1",
      userId: people.manager.id,
    });
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("answers support and managers, with this month's totals as the overview counts them", async () => {
    const summary = await moneySummary(mocks.db!);
    for (const as of [people.support, people.manager]) {
      const due = await get(as, dueRoute.GET, "/api/rent-roll/collections/due");
      expect(due.status).toBe(200);
      expect(due.data).toEqual([expect.objectContaining({ contract_id: 51, total: 100_000 })]);
      expect(due.meta!.totals).toMatchObject({
        month,
        due: summary.dueThisMonth,
        collected: summary.collectedThisMonth,
        rate: summary.collectionRate,
      });
      const paid = await get(
        as,
        paymentsRoute.GET,
        `/api/rent-roll/collections/payments?month=${month}`,
      );
      expect(paid.status).toBe(200);
      expect(paid.data).toEqual([expect.objectContaining({ contract_id: 51, amount: 40_000 })]);
      expect(paid.meta!.totals).toEqual(due.meta!.totals);
    }
  });

  it("reads a month written in Arabic-Indic digits", async () => {
    const arabic = month.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const due = await get(
      people.support,
      dueRoute.GET,
      `/api/rent-roll/collections/due?month=${encodeURIComponent(arabic)}`,
    );
    expect(due.status).toBe(200);
    expect(due.meta!.totals.month).toBe(month);
  });

  it("refuses each wrong field by name", async () => {
    for (const handler of [dueRoute.GET, paymentsRoute.GET]) {
      const wrong = await get(
        people.support,
        handler,
        "/api/rent-roll/collections/due?month=2026-13&page=0&pageSize=500",
      );
      expect(wrong.status).toBe(400);
      expect(Object.keys(wrong.error!.details.fields!).sort()).toEqual([
        "month",
        "page",
        "pageSize",
      ]);
      const loose = await get(
        people.support,
        handler,
        "/api/rent-roll/collections/due?month=2026-1&list=x",
      );
      expect(loose.status).toBe(400);
      expect(Object.keys(loose.error!.details.fields!).sort()).toEqual(["list", "month"]);
    }
  });

  it("exports both lists as CSV for support, and refuses a wrong month by name", async () => {
    const due = await exported(
      people.support,
      dueExport.GET,
      `/api/exports/month-due?format=csv&month=${month}`,
    );
    expect(due.status).toBe(200);
    const [header, row, ...rest] = due.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(header).toMatch(
      /^Contract,Property,Unit,Tenant,Due date \(Gregorian\),Due date \(Hijri\),Amount,Paid,Outstanding,Status$/,
    );
    expect(row).toMatch(new RegExp(`^51,,78,Sara,${start},[^,]+,1000,400,600,`));
    expect(rest).toEqual([]);
    const paid = await exported(
      people.support,
      paymentsExport.GET,
      `/api/exports/month-payments?format=csv&month=${month}`,
    );
    expect(paid.status).toBe(200);
    expect(paid.text).toContain(",51,,78,Sara,400,Cash,manager");
    const wrong = await exported(
      people.support,
      dueExport.GET,
      "/api/exports/month-due?format=csv&month=2026-13",
    );
    expect(wrong.status).toBe(400);
    expect(Object.keys(JSON.parse(wrong.text).error.details.fields)).toEqual(["month"]);
  });
});
