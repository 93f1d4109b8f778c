import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase, type DashboardDbHandle } from "@/lib/db/database";
import type { Contract } from "@/lib/rental/records";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { registerListQuerySchema } from "./schemas";
import { flagContractDeleted, getRegisteredContract, listRegister, upsertContract } from "./store";

// Hashing and opening databases is slow on a busy machine; no test here is about speed.
vi.setConfig({ testTimeout: 60_000 });

const q = (input: Record<string, string>) => registerListQuerySchema.parse(input);
const contract = (id: number, over: Partial<Contract> = {}): Contract => ({
  id,
  status: "active",
  start_date: "2026-01-01",
  end_date: "2026-12-31",
  duration: 1,
  contract_type: "residential",
  parties: [
    { role: "lessor", id: 10 },
    { role: "tenant", id: 20 + id },
  ],
  unit_id: `u${id}`,
  rental_fee: { total_units_rent: 36000.5, billing_type: "monthly" },
  terms: { residential_auto_renewal: 0, notice_period_in_days: 30 },
  ...over,
});

describe.each(testDatabaseKinds())("contract register (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "register");
    handle = openDashboardDatabase(testDb);
    const db = await handle.get();
    await upsertContract(db, contract(1), "user-a", new Date("2026-11-01T00:00:00Z"));
    await upsertContract(
      db,
      contract(2, { end_date: "2027-03-31", status: "draft" }),
      "user-a",
      new Date("2026-11-02T00:00:00Z"),
    );
    await upsertContract(
      db,
      contract(3, { unit_id: "u1", end_date: "2026-12-01" }),
      "user-a",
      new Date("2026-11-03T00:00:00Z"),
    );
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("keeps upstream's contract fields and who recorded it", async () => {
    const db = await handle.get();
    expect(await getRegisteredContract(db, 1)).toMatchObject({
      ...contract(1),
      deleted: false,
      created_by: "user-a",
      updated_by: "user-a",
      created_at: "2026-11-01T00:00:00.000Z",
    });
    expect(await getRegisteredContract(db, 99)).toBeNull();
  });

  it("updates in place on a later change, keeping the creator", async () => {
    const db = await handle.get();
    await upsertContract(
      db,
      contract(1, { end_date: "2026-06-30" }),
      "user-b",
      new Date("2026-11-05T00:00:00Z"),
    );
    const row = await getRegisteredContract(db, 1);
    expect(row).toMatchObject({
      end_date: "2026-06-30",
      created_by: "user-a",
      updated_by: "user-b",
    });
    expect((await listRegister(db, q({}))).total).toBe(3);
  });

  it("filters by unit, party, status and end date", async () => {
    const db = await handle.get();
    const ids = async (input: Record<string, string>) =>
      (await listRegister(db, q(input))).rows.map((r) => r.id);
    expect(await ids({ unit: "u1", sort: "id:asc" })).toEqual([1, 3]);
    expect(await ids({ unit: "u2,u3", sort: "id:asc" })).toEqual([2]);
    expect(await ids({ party: "22" })).toEqual([2]);
    expect(await ids({ party: "٢٢" })).toEqual([2]); // Arabic-Indic digits read as ASCII
    expect(await ids({ party: "10", sort: "id:asc" })).toEqual([1, 2, 3]);
    expect(await ids({ status: "draft" })).toEqual([2]);
    expect(await ids({ endingBefore: "2026-12-01", sort: "end_date:asc" })).toEqual([1, 3]);
    expect(
      await ids({ endingAfter: "2026-12-01", endingBefore: "2027-12-31", sort: "end_date:asc" }),
    ).toEqual([3, 2]);
  });

  it("sorts newest change first by default and paginates", async () => {
    const db = await handle.get();
    const page = await listRegister(db, q({ pageSize: "2" }));
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.id)).toEqual([1, 3]);
  });

  it("hides deleted contracts unless asked, and a re-record revives one", async () => {
    const db = await handle.get();
    expect(await flagContractDeleted(db, 3, "user-c")).toBe(true);
    expect(await flagContractDeleted(db, 404, "user-c")).toBe(false);
    expect((await listRegister(db, q({}))).rows.map((r) => r.id)).not.toContain(3);
    const all = await listRegister(db, q({ includeDeleted: "true" }));
    expect(all.rows.find((r) => r.id === 3)).toMatchObject({ deleted: true, updated_by: "user-c" });
  });

  it("refuses malformed filters", () => {
    expect(registerListQuerySchema.safeParse({ status: "archived" }).success).toBe(false);
    expect(registerListQuerySchema.safeParse({ endingBefore: "31/12/2026" }).success).toBe(false);
    expect(registerListQuerySchema.safeParse({ party: "abc" }).success).toBe(false);
    expect(registerListQuerySchema.safeParse({ other: "1" }).success).toBe(false);
  });
});

describe.each(testDatabaseKinds())("register summary (%s)", (kind) => {
  it("counts by status and contracts ending within 30/60/90 days, ignoring deleted ones", async () => {
    const { summarizeRegister } = await import("./summary");
    const testDb = createTestDatabase(kind, "summary");
    const handle = openDashboardDatabase(testDb);
    try {
      const db = await handle.get();
      const now = new Date("2026-11-22T12:00:00Z");
      await upsertContract(db, contract(1, { end_date: "2026-12-10" }), "u"); // 18 days
      await upsertContract(db, contract(2, { end_date: "2027-01-15", status: "draft" }), "u"); // 54
      await upsertContract(db, contract(3, { end_date: "2027-02-15" }), "u"); // 85
      await upsertContract(db, contract(4, { end_date: "2026-11-01", status: "expired" }), "u");
      await upsertContract(db, contract(5, { end_date: "2026-12-01" }), "u");
      await flagContractDeleted(db, 5, "u");
      expect(await summarizeRegister(db, now)).toEqual({
        total: 4,
        byStatus: { draft: 1, active: 2, expired: 1, terminated: 0 },
        endingWithin: { "30": 1, "60": 2, "90": 3 },
        today: "2026-11-22",
      });
    } finally {
      await handle.close();
      await testDb.cleanup();
    }
  }, 120_000);
});
