import { asc, count, eq, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { DashboardDb, DashboardDbHandle } from "@/lib/db/database";
import { openDashboardDatabase } from "@/lib/db/database";
import { auditLog } from "@/lib/audit/tables";
import { contractRegister } from "@/lib/contracts/tables";
import { registerListQuerySchema } from "@/lib/contracts/schemas";
import { listRegister, upsertContract } from "@/lib/contracts/store";
import { summarizeRegister } from "@/lib/contracts/summary";
import type { UpstreamClient } from "@/lib/upstream/client";
import { createUpstreamClient } from "@/lib/upstream/client";
import { createTokenSource } from "@/lib/upstream/token";
import { ensureDemoUsers } from "@/lib/auth/demo-users";
import { START_TIMEOUT, startHarness, type Harness } from "@/rental-service/test/harness";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";
import { fakeClient, startFakeUpstream, tokenThen } from "@/lib/upstream/__tests__/fake-upstream";

import { todayInRiyadh } from "@/lib/rental/dates";
import type { StatementInstalment, StatementPayment } from "@/lib/rent-roll/schemas";
import { statementOf } from "@/lib/rent-roll/statement";
import { rentPayments } from "@/lib/rent-roll/tables";

import { AGEING_BUCKETS, BOUNCED_CHEQUE_REASON, bucketOf, daysBetween } from "./history";
import { seedDemoRegister } from "./seed";

// The demo register against the rental service itself: made once, by the demo manager, through
// the contract routes' own functions (so recorded and audited as a person's contracts are), with
// every number of the overview above zero; a second run, a run beside another (two instances on
// one PostgreSQL) or a register in use adds nothing; a real upstream is left alone. A unit
// found leased is skipped (the service's draft after the current contract is taken back).

vi.setConfig({ testTimeout: 120_000 });

// The demo's requests wait for the upstream budget's slots (lib/upstream/budget.ts), 5 a second
// by default: 26 contracts' requests took 30 s a register, four registers a run. Its pace is
// budget.test.ts's to prove; here it is the register that is tested, at 100 a second.
vi.hoisted(() => {
  process.env.UPSTREAM_BACKGROUND_RPS = "100";
});

const client = vi.hoisted(() => ({ current: null as UpstreamClient | null }));
const dashboard = vi.hoisted(() => ({ db: null as DashboardDb | null }));
vi.mock("@/lib/upstream/upstream", () => ({ upstream: () => client.current }));
vi.mock("@/lib/db", () => ({ getDb: async () => dashboard.db }));

async function startUpstream(label: string): Promise<Harness> {
  const h = await startHarness("pglite", label);
  const tokens = createTokenSource({
    baseUrl: h.service.url,
    clientId: "demo-client",
    clientSecret: "demo-secret",
    scope: "*",
    timeoutMs: 5_000,
  });
  client.current = createUpstreamClient({ baseUrl: h.service.url, timeoutMs: 5_000, tokens });
  return h;
}

async function openDashboard(storage: TestDatabase): Promise<[DashboardDbHandle, DashboardDb]> {
  const handle = openDashboardDatabase(storage);
  const db = await handle.get();
  await ensureDemoUsers(db);
  return [handle, db];
}

/** Successful changes in the audit log, by action and user. */
async function audits(db: DashboardDb) {
  const rows = await db
    .select({ action: auditLog.action, email: auditLog.userEmail, n: count() })
    .from(auditLog)
    .where(lt(auditLog.status, 300))
    .groupBy(auditLog.action, auditLog.userEmail);
  return Object.fromEntries(rows.map((r) => [`${r.action} ${r.email}`, r.n]));
}

const registerSize = async (db: DashboardDb) =>
  (await db.select({ n: count() }).from(contractRegister))[0]!.n;

describe.each(testDatabaseKinds())("the demo register (%s)", (kind) => {
  let h: Harness;
  let storage: TestDatabase;
  let handle: DashboardDbHandle;
  let db: DashboardDb;
  let payments = 0;
  beforeAll(async () => {
    h = await startUpstream(`demo_${kind}`);
    storage = createTestDatabase(kind, "demo_register");
    [handle, db] = await openDashboard(storage);
    dashboard.db = db;
  }, START_TIMEOUT);
  afterAll(async () => {
    await handle?.close();
    await storage?.cleanup();
    await h?.stop();
  });

  it("is made once, by the demo manager, with something in every overview number", async () => {
    const now = new Date();
    const made = await seedDemoRegister(db, now);
    expect(made).toEqual({
      status: "made",
      planned: 26,
      created: 26,
      terminated: 1,
      deleted: 1,
      failed: 0,
      payments: expect.any(Number),
      voided: 1,
    });
    if (made.status === "made") payments = made.payments;

    const summary = await summarizeRegister(db, now);
    expect(summary.total).toBe(24);
    expect(summary.byStatus).toMatchObject({ active: 20, draft: 2, expired: 2 });
    expect(summary.decisionsOverdue).toBe(3);
    expect(summary.decisionsWithin).toEqual({ "7": 2, "30": 5, "60": 8 });
    expect(summary.endingWithin).toEqual({ "30": 2, "60": 5, "90": 8 });

    const all = await listRegister(
      db,
      registerListQuerySchema.parse({ includeDeleted: "true", pageSize: "100" }),
    );
    expect(all.total).toBe(26);
    const deleted = all.rows.filter((r) => r.deleted).map((r) => r.status);
    expect(deleted.sort()).toEqual(["draft", "terminated"]);
    // Real parties, their names learned as the wizard's contracts learn them; one unit each.
    for (const row of all.rows) {
      expect(row.parties.map((p) => p.role)).toEqual(["lessor", "tenant"]);
      expect(row.parties.every((p) => p.full_name)).toBe(true);
    }
    expect(new Set(all.rows.map((r) => r.unit_id)).size).toBe(26);

    const manager = "manager@demo.test";
    expect(await audits(db)).toEqual({
      [`demo.register ${manager}`]: 1,
      [`contract.create ${manager}`]: 26,
      [`contract.update ${manager}`]: 26,
      [`contract.delete ${manager}`]: 2,
      [`payment.record ${manager}`]: payments,
      [`payment.void ${manager}`]: 1,
    });
    const [creator] = await db
      .select({ createdBy: contractRegister.createdBy })
      .from(contractRegister)
      .limit(1);
    const [claim] = await db.select().from(auditLog).where(eq(auditLog.action, "demo.register"));
    expect(creator!.createdBy).toBe(claim!.userId);
  });

  it("gives the contracts a payment history: on time, late, partial, voided, in every ageing bucket", async () => {
    const now = new Date();
    const today = todayInRiyadh(now);
    expect(payments).toBeGreaterThan(100);
    const all = await db.select().from(rentPayments).orderBy(asc(rentPayments.id));
    expect(all).toHaveLength(payments);
    // Receipts numbered without a gap or a repeat, in the order the money came.
    const years = [...new Set(all.map((p) => p.receiptYear))];
    for (const year of years) {
      const numbers = all.filter((p) => p.receiptYear === year).map((p) => p.receiptNumber);
      expect(numbers).toEqual(numbers.map((_, k) => k + 1));
    }
    expect(all.map((p) => p.paidOn)).toEqual(all.map((p) => p.paidOn).sort());
    expect(all.every((p) => p.paidOn < today)).toBe(true);
    const manager = all[0]!.recordedBy;
    expect(all.every((p) => p.recordedBy === manager)).toBe(true);

    const register = await listRegister(
      db,
      registerListQuerySchema.parse({ includeDeleted: "true", pageSize: "100" }),
    );
    const oldest = new Map<string, number>();
    const instalments: StatementInstalment[] = [];
    const voided: StatementPayment[] = [];
    for (const row of register.rows) {
      const statement = (await statementOf(db, row.id, now))!;
      const owing = statement.instalments.filter((i) => i.status === "overdue");
      const bucket = owing.length ? bucketOf(daysBetween(owing[0]!.due_date, today)) : null;
      if (bucket) oldest.set(bucket, (oldest.get(bucket) ?? 0) + 1);
      instalments.push(...statement.instalments);
      voided.push(...statement.payments.filter((p) => p.voided_at));
      // Reserved units: a contract starting later has nothing paid.
      if (row.status === "draft") expect(statement.payments).toEqual([]);
      // No halala allocated twice, none beyond what was received.
      expect(statement.totals.credit).toBeGreaterThanOrEqual(0);
      for (const i of statement.instalments) expect(i.paid).toBeLessThanOrEqual(i.total);
    }
    for (const b of AGEING_BUCKETS) expect(oldest.get(b.name), b.name).toBeGreaterThanOrEqual(2);
    expect(voided).toHaveLength(1);
    expect(voided[0]).toMatchObject({ method: "cheque", allocated: 0 });
    expect(voided[0]!.void_reason).toBe(BOUNCED_CHEQUE_REASON);
    const partial = (i: StatementInstalment) => i.paid > 0 && i.paid < i.total;
    expect(instalments.some((i) => i.status === "overdue" && partial(i))).toBe(true);
    expect(instalments.some((i) => i.status === "partly_paid")).toBe(true);
    expect(instalments.filter((i) => i.status === "paid").length).toBeGreaterThan(100);
  });

  it("is not made again: a restart finds it made", async () => {
    const before = await audits(db);
    expect(await seedDemoRegister(db)).toEqual({ status: "skipped", reason: "done" });
    expect(await registerSize(db)).toBe(26);
    expect(await audits(db)).toEqual(before);
  });

  it("is made once by two instances starting together, on units still free", async () => {
    // Units the demo would take first (the last unit of the newest properties) are leased
    // already: the service places a contract there after the current one, and the demo takes
    // that draft back and moves on.
    const newest = await h.call("GET", "/tenant/v1/properties?sort=id:desc&pagination[pageSize]=3");
    const leased = (newest.body.data as { units: { id: number }[] }[]).map(
      (p) => p.units.at(-1)!.id,
    );
    for (const unit of leased) {
      const made = await h.call("POST", "/tenant/v1/contracts", {
        body: {
          duration: 1,
          contract_type: "residential",
          parties: [
            { role: "lessor", id: 1 },
            { role: "tenant", id: 2 },
          ],
          unit_id: String(unit),
          rental_fee: { total_units_rent: 30000, billing_type: "monthly" },
        },
      });
      expect(made.status).toBe(200);
    }
    const storage = createTestDatabase(kind, "demo_twice");
    const handles: DashboardDbHandle[] = [];
    try {
      const [first, a] = await openDashboard(storage);
      handles.push(first);
      // Two instances on PostgreSQL; PGlite is one process's, so its two runs share it.
      let b = a;
      if (kind === "postgres") {
        const second = openDashboardDatabase(storage);
        handles.push(second);
        b = await second.get();
      }
      dashboard.db = a;
      const results = await Promise.all([seedDemoRegister(a), seedDemoRegister(b)]);
      expect(results.map((r) => r.status).sort()).toEqual(["made", "skipped"]);
      expect(results).toContainEqual({ status: "skipped", reason: "done" });
      expect(results).toContainEqual(expect.objectContaining({ created: 26, failed: 0 }));
      const claims = await a
        .select({ n: count() })
        .from(auditLog)
        .where(eq(auditLog.action, "demo.register"));
      expect(claims[0]!.n).toBe(1);

      const all = await listRegister(
        a,
        registerListQuerySchema.parse({ includeDeleted: "true", pageSize: "100" }),
      );
      const kept = all.rows.filter((r) => !r.deleted);
      expect(kept).toHaveLength(24);
      expect(kept.filter((r) => leased.includes(Number(r.unit_id)))).toEqual([]);
      const takenBack = all.rows.filter((r) => leased.includes(Number(r.unit_id)));
      expect(takenBack.length).toBeGreaterThanOrEqual(leased.length);
      expect(takenBack.every((r) => r.deleted && r.status === "draft")).toBe(true);
    } finally {
      await Promise.all(handles.map((x) => x.close()));
      await storage.cleanup();
    }
  });
});

describe("a demo register is not made", () => {
  const pagination = { page: 1, pageSize: 100, pageCount: 1, total: 1 };
  const unit = { id: 5, property_id: 1, unit_number: "1", floor_number: 1, rooms: 2 };
  const property = {
    id: 1,
    document_number: "310100000001",
    property_name: "Tower",
    owner_id: "1012345678",
    deed_date_hijri: "1445-01-01",
    region_id: 1,
    city_id: 1,
    units: [{ ...unit, unit_usage: "residential_families", unit_type: "apartment" }],
  };
  const party = { id: 3, id_number: "1012345678", full_name: "A", phone_number: "+966500000001" };
  const parties = [party, { ...party, id: 4, id_number: "1012345679" }];

  /** An upstream with one property and two parties; `units_total` only when it is ours. */
  async function upstreamWith(ours: boolean) {
    const fake = await startFakeUpstream();
    const meta = ours ? { pagination, units_total: 1 } : { pagination };
    fake.handle = tokenThen((req) => ({
      json: req.path.startsWith("/tenant/v1/properties")
        ? { data: [property], meta }
        : { data: parties, meta: { pagination } },
    }));
    client.current = fakeClient(fake);
    return fake;
  }

  it.each([
    ["against an upstream that is not our rental service", false, "not-our-service"],
    ["into a register already in use", true, "register-in-use"],
  ] as const)("%s", async (_, ours, reason) => {
    const storage = createTestDatabase("pglite", "demo_not");
    const [handle, db] = await openDashboard(storage);
    dashboard.db = db;
    const fake = await upstreamWith(ours);
    try {
      if (reason === "register-in-use") {
        await upsertContract(
          db,
          {
            id: 77,
            status: "active",
            start_date: "2026-01-01",
            end_date: "2026-12-31",
            duration: 1,
            contract_type: "residential",
            parties: [
              { role: "lessor", id: 3 },
              { role: "tenant", id: 4 },
            ],
            unit_id: "5",
            rental_fee: { total_units_rent: 30000, billing_type: "monthly" },
          },
          "someone",
        );
      }
      expect(await seedDemoRegister(db)).toEqual({ status: "skipped", reason });
      const changes = fake.requests.filter((r) => r.method !== "GET" && r.path !== "/oauth/token");
      expect(changes).toEqual([]);
      expect(await audits(db)).toEqual({});
    } finally {
      await fake.close();
      await handle.close();
      await storage.cleanup();
    }
  });
});
