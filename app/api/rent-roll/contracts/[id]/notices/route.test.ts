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
import { contractFollowUps } from "@/lib/rent-roll/tables";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

// POST /api/rent-roll/contracts/{id}/notices and GET …/follow-ups through their route modules,
// in process, on PGlite and PostgreSQL: validation per field, who may record a notice, 404 for a
// contract the register lacks, the notice's audit row, and the timeline that shows it by name.

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

const noticeRoute = await import("./route");
const followUpsRoute = await import("../follow-ups/route");
const ORIGIN = "http://localhost:3000";

type Answer = {
  status: number;
  data?: unknown;
  error?: { code: string; details: { fields?: Record<string, string[]> } };
};

async function send(
  as: SessionUser,
  handler: RouteHandler,
  path: string,
  id: string,
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
  const res = await handler(req, { params: Promise.resolve({ id }) });
  return { status: res.status, ...((await res.json()) as Omit<Answer, "status">) };
}

describe.each(testDatabaseKinds())("notices and the follow-ups API (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  const people = {} as Record<"manager" | "support" | "admin", SessionUser>;
  const today = todayInRiyadh();

  beforeAll(async () => {
    testDb = createTestDatabase(kind, "notices_api");
    handle = openDashboardDatabase(testDb);
    const db = (mocks.db = await handle.get());
    for (const role of ["manager", "support", "admin"] as const) {
      const user = await createUser(db, {
        email: `${role}@notices.test`,
        name: `The ${role}`,
        role,
        password: "a long enough password",
      });
      people[role] = { id: user.id, email: user.email, name: user.name, role };
    }
    await db.insert(contractRegister).values({
      contractId: 52,
      unitId: "77",
      parties: [{ role: "tenant", id: 9 }],
      contractType: "residential",
      duration: 1,
      totalRent: 12_000,
      billingType: "monthly",
      startDate: addDays(today, -300),
      endDate: addDays(today, 64),
      status: "active",
      createdBy: "m",
      updatedBy: "m",
    });
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  const notice = (as: SessionUser, id: string, body: unknown) =>
    send(as, noticeRoute.POST, `/api/rent-roll/contracts/${id}/notices`, id, body);
  const timeline = (as: SessionUser, id: string) =>
    send(as, followUpsRoute.GET, `/api/rent-roll/contracts/${id}/follow-ups`, id);
  const good = { recipient: "tenant", method: "ejar", given_on: today };

  it("refuses support, checks each field, and answers 404 for a contract the register lacks", async () => {
    expect((await notice(people.support, "52", good)).status).toBe(403);
    const bad = await notice(people.manager, "52", {
      recipient: "neighbour",
      method: "fax",
      given_on: addDays(today, 1),
      note: "x".repeat(501),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error!.details.fields!).sort()).toEqual([
      "given_on",
      "method",
      "note",
      "recipient",
    ]);
    expect(bad.error!.details.fields!.given_on).toEqual(["Cannot be after today"]);
    const missing = await notice(people.manager, "52", {});
    expect(Object.keys(missing.error!.details.fields!).sort()).toEqual([
      "given_on",
      "method",
      "recipient",
    ]);
    const wrongDay = await notice(people.manager, "52", { ...good, given_on: "2026-02-30" });
    expect(Object.keys(wrongDay.error!.details.fields!)).toEqual(["given_on"]);
    expect((await notice(people.manager, "abc", good)).status).toBe(400);
    expect((await notice(people.manager, "999", good)).status).toBe(404);
    expect((await notice(people.manager, "3000000000", good)).status).toBe(404);
    expect((await timeline(people.support, "999")).status).toBe(404);
    expect(await mocks.db!.select().from(contractFollowUps)).toEqual([]);
    expect((await timeline(people.support, "52")).data).toEqual([]);
  });

  it("records a notice on the contract and in the audit log; every role reads it by name", async () => {
    const answer = await notice(people.manager, "52", {
      recipient: "lessor",
      method: "in_person",
      given_on: addDays(today, -2),
      note: "  The tenant said they will leave; the lessor was told at his office.  ",
    });
    expect(answer.status).toBe(201);
    expect(answer.data).toMatchObject({
      contract_id: 52,
      kind: "notice_given",
      recipient: "lessor",
      method: "in_person",
      given_on: addDays(today, -2),
      note: "The tenant said they will leave; the lessor was told at his office.",
      by: people.manager.id,
      by_name: "The manager",
    });
    const audit = await mocks
      .db!.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "contract.notice"), eq(auditLog.targetId, "52")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: people.manager.id,
      targetType: "contract",
      status: 201,
    });
    for (const as of [people.support, people.admin]) {
      const read = await timeline(as, "52");
      expect(read.status).toBe(200);
      expect(read.data).toEqual([answer.data]);
    }
  });
});
