import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { ownRoute } from "@/lib/http/route";
import type { UpstreamClient } from "@/lib/upstream/client";
import {
  fakeClient,
  startFakeUpstream,
  tokenThen,
  type FakeUpstream,
  type Recorded,
} from "@/lib/upstream/__tests__/fake-upstream";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { contractEndpoints } from "./endpoints";
import { createContractResponse } from "./handlers";
import { getRegisteredContract, upsertContract } from "./store";

// POST /api/v1/contracts with `renewal_of`, through the route's own wrapper against a fake rental
// service, on PGlite and PostgreSQL: two renewals of one contract sent at once create one contract
// upstream; the other is refused with 409 ALREADY_RENEWED naming it; a create that fails upstream
// releases the claim. The audit log shows the renewal and the refusal.

vi.setConfig({ testTimeout: 60_000 });

const audits = vi.hoisted(() => [] as Record<string, unknown>[]);
const client = vi.hoisted(() => ({ current: null as UpstreamClient | null }));
const database = vi.hoisted(() => ({ current: null as DashboardDb | null }));
vi.mock("@/lib/audit/record", () => ({
  recordAudit: async (entry: Record<string, unknown>) => {
    audits.push(entry);
  },
}));
vi.mock("@/lib/upstream/upstream", () => ({ upstream: () => client.current }));
vi.mock("@/lib/db", () => ({ getDb: async () => database.current }));
vi.mock("@/lib/auth/session", () => ({
  getSessionUser: async () => user,
  getApiCaller: async () => ({ user, address: "x", limited: null, refused: null }),
}));

const user: SessionUser = { id: "u1", email: "m@x.test", name: "M", role: "manager" };
const ORIGIN = "http://localhost:3000";
const POST = ownRoute(contractEndpoints.createContract, createContractResponse);
const body = (renewal_of: number, unit_id: string) => ({
  duration: 1,
  contract_type: "residential",
  parties: [
    { role: "lessor", id: 1 },
    { role: "tenant", id: 2 },
  ],
  unit_id,
  rental_fee: { total_units_rent: 1000, billing_type: "monthly" },
  renewal_of,
});
const send = (data: unknown) =>
  POST(
    new NextRequest(`${ORIGIN}/api/v1/contracts`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(data),
    }),
    { params: Promise.resolve({}) },
  );
const old = (id: number, unit_id: string) => ({
  id,
  status: "active" as const,
  start_date: "2026-01-01",
  end_date: "2026-12-31",
  duration: 1,
  contract_type: "residential" as const,
  parties: [
    { role: "lessor", id: 1 },
    { role: "tenant", id: 2 },
  ],
  unit_id,
  rental_fee: { total_units_rent: 1000, billing_type: "monthly" },
});

/**
 * The rental service creates from now on, each answering a new contract (ids from 100) after a
 * moment; returns the creates it received since.
 */
function creating(fake: FakeUpstream) {
  let next = 100;
  const since = fake.requests.length;
  const creates = () =>
    fake.requests
      .slice(since)
      .filter((r) => r.method === "POST" && r.path === "/tenant/v1/contracts");
  fake.handle = tokenThen((req: Recorded) => {
    const sent = JSON.parse(req.body) as Record<string, unknown>;
    const data = { ...sent, id: next++, status: "draft", start_date: null, end_date: null };
    return { status: 201, json: { data }, delayMs: 300 };
  });
  return creates;
}

describe.each(testDatabaseKinds())("renewing a contract through the API (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  let fake: FakeUpstream;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "renewal_route");
    handle = openDashboardDatabase(testDb);
    database.current = await handle.get();
  });
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });
  beforeEach(async () => {
    fake = await startFakeUpstream();
    client.current = fakeClient(fake, 5_000);
    audits.length = 0;
  });
  afterEach(() => fake.close());

  it("creates one of two renewals sent at once; the other is refused naming it, nothing sent", async () => {
    await upsertContract(database.current!, old(1, "7"), "u1");
    const creates = creating(fake);
    const answers = await Promise.all([send(body(1, "7")), send(body(1, "7"))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(creates()).toHaveLength(1);
    // renewal_of is the register's: upstream never sees it.
    expect(JSON.parse(creates()[0]!.body)).not.toHaveProperty("renewal_of");

    const created = answers.find((a) => a.status === 201)!;
    const newId = ((await created.json()) as { data: { id: number } }).data.id;
    const refused = (await answers.find((a) => a.status === 409)!.json()) as {
      error: { code: string; message: string; details: Record<string, unknown> };
    };
    expect(refused.error.code).toBe("ALREADY_RENEWED");
    expect(refused.error.details).toEqual({ renewal_of: 1, renewed_as: newId });
    // In the default language (Arabic), naming both contracts.
    expect(refused.error.message).toBe(
      `سبق تجديد العقد رقم 1 بالعقد رقم ${newId}، ولا يُجدَّد العقد إلا مرة واحدة.`,
    );
    expect((await getRegisteredContract(database.current!, 1))?.renewed_as).toBe(newId);
    expect((await getRegisteredContract(database.current!, newId))?.renewal_of).toBe(1);

    // The audit log: the renewal, and the refusal with the renewal it names.
    expect(audits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "contract.create",
          targetId: String(newId),
          status: 201,
          details: { renewalOf: 1 },
        }),
        expect.objectContaining({
          action: "contract.create",
          status: 409,
          details: { renewalOf: 1, renewedAs: newId, errorCode: "ALREADY_RENEWED" },
        }),
      ]),
    );

    // Later, from anywhere: refused at once, nothing sent upstream.
    const again = await send(body(1, "7"));
    expect(again.status).toBe(409);
    expect(creates()).toHaveLength(1);
  });

  it("releases the claim when the rental service refuses the create, so that it can be tried again", async () => {
    await upsertContract(database.current!, old(2, "8"), "u1");
    fake.handle = tokenThen(() => ({
      status: 422,
      json: { error: { status: 422, name: "ValidationError", message: "Unit is leased" } },
    }));
    const failed = await send(body(2, "8"));
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(failed.status).not.toBe(409);
    const creates = creating(fake);
    expect((await send(body(2, "8"))).status).toBe(201);
    expect(creates()).toHaveLength(1);
  });

  it("refuses a renewal of a contract not in the register, or for another unit (400)", async () => {
    await upsertContract(database.current!, old(3, "9"), "u1");
    const creates = creating(fake);
    for (const [id, unit] of [
      [99, "9"],
      [3, "10"],
    ] as const) {
      const res = await send(body(id, unit));
      expect(res.status).toBe(400);
      const json = (await res.json()) as {
        error: { details: { fields: Record<string, unknown> } };
      };
      expect(Object.keys(json.error.details.fields)).toEqual(["renewal_of"]);
    }
    expect(creates()).toHaveLength(0);
  });
});
