import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { auditLog } from "@/lib/audit/tables";
import type { SessionUser } from "@/lib/auth/session-user";
import { createUser } from "@/lib/auth/users";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import type { RouteHandler } from "@/lib/http/handler";
import { openApiDocument } from "@/lib/openapi";
import { rentRollEndpoints } from "@/lib/rent-roll";
import { alignSchedule } from "@/lib/rent-roll/schedule-store";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

// /api/rent-roll through its route modules, in process, on PGlite and PostgreSQL: who may
// record and void, per-field validation, the idempotency key, and the audit log.

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

const statementRoute = await import("../route");
const paymentsRoute = await import("./route");
const voidRoute = await import("./[paymentId]/void/route");
const ORIGIN = "http://localhost:3000";

type Answer = {
  status: number;
  data?: Record<string, unknown>;
  error?: { code: string; message: string; details: { fields?: Record<string, string[]> } };
};

async function send(
  as: SessionUser,
  handler: RouteHandler,
  path: string,
  params: Record<string, string>,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  mocks.user = as;
  const req = new NextRequest(`${ORIGIN}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      origin: ORIGIN,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const res = await handler(req, { params: Promise.resolve(params) });
  const json = (await res.json()) as { data?: Answer["data"]; error?: Answer["error"] };
  return { status: res.status, data: json.data, error: json.error };
}

describe.each(testDatabaseKinds())("rent roll API (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  const people = {} as Record<"manager" | "support" | "admin", SessionUser>;
  const VAT = { rateBasisPoints: 1500, effectiveFrom: "2020-07-01" };

  beforeAll(async () => {
    testDb = createTestDatabase(kind, "rent_roll_api");
    handle = openDashboardDatabase(testDb);
    mocks.db = await handle.get();
    for (const role of ["manager", "support", "admin"] as const) {
      const user = await createUser(mocks.db, {
        email: `${role}@rent.test`,
        name: role,
        role,
        password: "a long enough password",
      });
      people[role] = { id: user.id, email: user.email, name: user.name, role };
    }
    await alignSchedule(
      mocks.db,
      {
        contractId: 37,
        status: "active",
        deleted: false,
        contractType: "residential",
        billingType: "monthly",
        totalRent: 24_000,
        startDate: "2026-01-01",
        endDate: "2026-12-31",
        duration: 1,
      },
      VAT,
    );
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  const pay = (as: SessionUser, body: unknown, headers?: Record<string, string>) =>
    send(
      as,
      paymentsRoute.POST,
      "/api/rent-roll/contracts/37/payments",
      { id: "37" },
      body,
      headers,
    );
  const statement = (as: SessionUser) =>
    send(as, statementRoute.GET, "/api/rent-roll/contracts/37", { id: "37" });
  const good = { amount: "1,500.50", paid_on: "2026-02-03", method: "bank_transfer" };

  it("records a payment once per idempotency key, in riyals typed in any digits, and audits it once", async () => {
    const first = await pay(people.manager, good, { "idempotency-key": "first-payment-1" });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({
      amount: 150_050,
      allocated: 150_050,
      method: "bank_transfer",
    });
    const again = await pay(people.manager, good, { "idempotency-key": "first-payment-1" });
    expect(again).toMatchObject({ status: 200, data: { id: first.data!.id } });
    const arabic = await pay(people.admin, {
      ...good,
      amount: "١٬٠٠٠٫٠٥",
      idempotency_key: "second-payment-2",
    });
    expect(arabic).toMatchObject({ status: 201, data: { amount: 100_005 } });
    expect(
      rentRollEndpoints.recordPayment.response.safeParse({ data: arabic.data, meta: {} }).success,
    ).toBe(true);
    const audited = await mocks
      .db!.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment.record"), eq(auditLog.targetId, "37")));
    expect(audited).toHaveLength(2);
    expect(audited[0]!.details).toMatchObject({ amount: 150_050 });
  });

  it("answers 400 with per-field details, and asks for an idempotency key", async () => {
    const bad = await pay(people.manager, {
      amount: "12.345",
      paid_on: "2026-02-30",
      method: "gold",
      idempotency_key: "k-12345678",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error!.details.fields!).sort()).toEqual(["amount", "method", "paid_on"]);
    expect(bad.error!.details.fields!.amount).toEqual([
      "Enter an amount in riyals, with at most two decimals (halalas)",
    ]);
    const zero = await pay(people.manager, { ...good, amount: "0", idempotency_key: "k-12345678" });
    expect(zero.error!.details.fields!.amount).toEqual(["Must be more than 0"]);
    const keyless = await pay(people.manager, good);
    expect(keyless).toMatchObject({
      status: 400,
      error: { details: { fields: { idempotency_key: [expect.any(String)] } } },
    });
  });

  it("lets support read the statement but neither record nor void", async () => {
    const read = await statement(people.support);
    expect(read.status).toBe(200);
    expect((read.data!.totals as { received: number }).received).toBe(250_055);
    expect((await pay(people.support, { ...good, idempotency_key: "support-tries" })).status).toBe(
      403,
    );
    const payments = read.data!.payments as { id: number }[];
    const voided = await send(
      people.support,
      voidRoute.POST,
      `/api/rent-roll/contracts/37/payments/${payments[0]!.id}/void`,
      { id: "37", paymentId: String(payments[0]!.id) },
      { reason: "no" },
    );
    expect(voided.status).toBe(403);
  });

  it("voids with a reason (required), audited, and shows it in the statement", async () => {
    const [first] = (await statement(people.manager)).data!.payments as { id: number }[];
    const target = `/api/rent-roll/contracts/37/payments/${first!.id}/void`;
    const params = { id: "37", paymentId: String(first!.id) };
    const reasonless = await send(people.manager, voidRoute.POST, target, params, { reason: " " });
    expect(reasonless.status).toBe(400);
    expect(Object.keys(reasonless.error!.details.fields!)).toEqual(["reason"]);
    const voided = await send(people.manager, voidRoute.POST, target, params, {
      reason: "Transfer returned",
    });
    expect(voided).toMatchObject({
      status: 200,
      data: { void_reason: "Transfer returned", allocated: 0 },
    });
    const twice = await send(people.manager, voidRoute.POST, target, params, { reason: "again" });
    expect(twice.status).toBe(409);
    const after = await statement(people.support);
    expect((after.data!.totals as { received: number }).received).toBe(100_005);
    const audited = await mocks
      .db!.select()
      .from(auditLog)
      .where(eq(auditLog.action, "payment.void"));
    expect(audited.map((row) => row.details)).toEqual([
      { payment_id: first!.id, amount: 150_050, reason: "Transfer returned" },
    ]);
  });

  it("answers 404 for a contract the ledger does not know", async () => {
    const unknown = await send(people.manager, statementRoute.GET, "/api/rent-roll/contracts/9", {
      id: "9",
    });
    expect(unknown.status).toBe(404);
  });

  it("is in the OpenAPI document with its permissions", () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths["/api/rent-roll/contracts/{id}/payments"] ?? {})).toContain(
      "post",
    );
    expect(doc.paths["/api/rent-roll/contracts/{id}/payments/{paymentId}/void"]).toBeDefined();
  });
});
