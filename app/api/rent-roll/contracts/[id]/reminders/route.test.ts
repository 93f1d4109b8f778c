import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { auditLog } from "@/lib/audit/tables";
import type { SessionUser } from "@/lib/auth/session-user";
import { createUser } from "@/lib/auth/users";
import { contractRegister } from "@/lib/contracts/tables";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import type { RouteHandler } from "@/lib/http/handler";
import { addDays } from "@/lib/rental/contract-period";
import { todayInRiyadh } from "@/lib/rental/dates";
import { alignSchedule } from "@/lib/rent-roll/schedule-store";
import { contractFollowUps } from "@/lib/rent-roll/tables";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

// GET /api/rent-roll/arrears and POST /api/rent-roll/contracts/{id}/reminders through their
// route modules, in process, on PGlite and PostgreSQL: validation per field, who may remind,
// the follow-up and its audit row, and the arrears row that shows it.

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

const remindRoute = await import("./route");
const arrearsRoute = await import("../../../arrears/route");
const ORIGIN = "http://localhost:3000";

type Answer = {
  status: number;
  data?: unknown;
  meta?: Record<string, unknown>;
  error?: { code: string; details: { fields?: Record<string, string[]> } };
};

async function send(
  as: SessionUser,
  handler: RouteHandler,
  path: string,
  params: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  mocks.user = as;
  const req = new NextRequest(`${ORIGIN}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      origin: ORIGIN,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const res = await handler(req, { params: Promise.resolve(params) });
  return { status: res.status, ...((await res.json()) as Omit<Answer, "status">) };
}

describe.each(testDatabaseKinds())("arrears API (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  const people = {} as Record<"manager" | "support" | "admin", SessionUser>;
  const start = addDays(todayInRiyadh(), -45);
  const DEED = "310100004242";

  beforeAll(async () => {
    testDb = createTestDatabase(kind, "arrears_api");
    handle = openDashboardDatabase(testDb);
    const db = (mocks.db = await handle.get());
    for (const role of ["manager", "support", "admin"] as const) {
      const user = await createUser(db, {
        email: `${role}@arrears.test`,
        name: role,
        role,
        password: "a long enough password",
      });
      people[role] = { id: user.id, email: user.email, name: user.name, role };
    }
    await db.insert(contractRegister).values({
      contractId: 41,
      unitId: "77",
      parties: [{ role: "tenant", id: 9 }],
      knownParties: {
        "9": { full_name: "Sara", id_number: "1016690206", phone_number: "+966501234567" },
      },
      knownUnit: {
        unit_number: "4",
        unit_type: "apartment",
        property_id: 3,
        document_number: DEED,
        property_name: "Tower",
        region_id: 1,
        city_id: null,
      },
      contractType: "residential",
      duration: 1,
      totalRent: 12_000,
      billingType: "monthly",
      startDate: start,
      endDate: addDays(start, 364),
      status: "active",
      createdBy: "m",
      updatedBy: "m",
    });
    await alignSchedule(
      db,
      {
        contractId: 41,
        status: "active",
        deleted: false,
        contractType: "residential",
        billingType: "monthly",
        totalRent: 12_000,
        startDate: start,
        endDate: addDays(start, 364),
        duration: 1,
      },
      { rateBasisPoints: 1500, effectiveFrom: "2020-07-01" },
    );
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  const remind = (as: SessionUser, id: string, body: unknown) =>
    send(as, remindRoute.POST, `/api/rent-roll/contracts/${id}/reminders`, { id }, body);
  const arrears = (as: SessionUser, query: string) =>
    send(as, arrearsRoute.GET, `/api/rent-roll/arrears?${query}`, {});

  it("lists the arrears for every role, and refuses a wrong filter per field", async () => {
    for (const as of [people.support, people.manager]) {
      const answer = await arrears(as, `property=${DEED}`);
      expect(answer.status).toBe(200);
      expect(answer.data).toEqual([
        expect.objectContaining({ contract_id: 41, amount: 200_000, bucket: "31_60" }),
      ]);
      expect(answer.meta).toMatchObject({
        pagination: { page: 1, pageSize: 50, total: 1 },
        total: { contracts: 1, amount: 200_000 },
      });
    }
    const wrong = await arrears(people.support, "property=abc&bucket=old&region=x&pageSize=500");
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.error!.details.fields!).sort()).toEqual([
      "bucket",
      "pageSize",
      "property",
      "region",
    ]);
  });

  it("refuses support, checks each field, and answers 404 for a contract the register lacks", async () => {
    expect(
      (await remind(people.support, "41", { kind: "whatsapp_reminder", amount: 5 })).status,
    ).toBe(403);
    const bad = await remind(people.manager, "41", { kind: "sms", amount: 1.5 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error!.details.fields!).sort()).toEqual(["amount", "kind"]);
    const missing = await remind(people.manager, "41", {});
    expect(Object.keys(missing.error!.details.fields!).sort()).toEqual(["amount", "kind"]);
    expect(
      (await remind(people.manager, "abc", { kind: "whatsapp_reminder", amount: 5 })).status,
    ).toBe(400);
    const unknown = await remind(people.manager, "999", { kind: "whatsapp_reminder", amount: 5 });
    expect(unknown.status).toBe(404);
    const beyond = await remind(people.manager, "3000000000", {
      kind: "whatsapp_reminder",
      amount: 5,
    });
    expect(beyond.status).toBe(404);
    expect(await mocks.db!.select().from(contractFollowUps)).toEqual([]);
  });

  it("records a reminder on the contract and in the audit log; the arrears row shows it", async () => {
    const answer = await remind(people.admin, "41", { kind: "whatsapp_reminder", amount: 200_000 });
    expect(answer.status).toBe(201);
    expect(answer.data).toMatchObject({
      contract_id: 41,
      kind: "whatsapp_reminder",
      amount: 200_000,
      by: people.admin.id,
    });
    const audit = await mocks
      .db!.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "tenant.remind"), eq(auditLog.targetId, "41")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: people.admin.id,
      targetType: "contract",
      status: 201,
    });
    const [row] = (await arrears(people.support, `property=${DEED}`)).data as {
      reminded_at: string | null;
    }[];
    expect(row!.reminded_at).toBe((answer.data as { at: string }).at);
  });
});
