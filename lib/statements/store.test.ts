import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { upsertContract } from "@/lib/contracts/store";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import type { Contract } from "@/lib/rental/records";
import { recordPayment, voidPayment } from "@/lib/rent-roll/store";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { contractStatement, partyStatement } from "./store";

// Statements read from the register and the rent roll's ledger, on PGlite and PostgreSQL: a
// contract's entries with a void and its reason, a tenant's contracts (not those where the party
// is the lessor), a range, and the same few queries however many contracts a tenant has.

vi.setConfig({ testTimeout: 60_000 });

const NOW = new Date("2026-03-15T09:00:00Z");
const TENANT = 7;
const OTHER = 8;
const known = (name: string) => ({
  full_name: name,
  id_number: "1090000007",
  phone_number: "+966500000007",
});

const contract = (
  id: number,
  parties: Contract["parties"],
  over: Partial<Contract> = {},
): Contract => ({
  id,
  status: "active",
  start_date: "2026-01-01",
  end_date: "2026-12-31",
  duration: 1,
  contract_type: "commercial",
  parties,
  unit_id: `u${id}`,
  // SAR 12,000 a year, monthly, commercial (residential rent bears no VAT): SAR 1,000 + 15 % VAT = 115,000 halalas an instalment.
  rental_fee: { total_units_rent: 12_000, billing_type: "monthly" },
  ...over,
});
const asTenant = (id: number) => [
  { role: "lessor", id: 5 },
  { role: "tenant", id },
];
let keys = 0;
const pay = (db: DashboardDb, contractId: number, amount: number, paidOn: string) =>
  recordPayment(
    db,
    {
      contractId,
      amount,
      paidOn,
      method: "bank_transfer",
      reference: "TRF",
      idempotencyKey: `statement-${contractId}-${++keys}`,
      userId: "manager-1",
    },
    NOW,
  ).then((r) => r.payment);

describe.each(testDatabaseKinds())("statements (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  let db: DashboardDb;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "statements");
    handle = openDashboardDatabase(testDb);
    db = await handle.get();
    const learned = { [TENANT]: known("Sara Al-Otaibi") };
    await upsertContract(db, contract(301, asTenant(TENANT)), "m", NOW, 60, learned);
    await upsertContract(
      db,
      contract(302, asTenant(TENANT), { start_date: "2025-01-01", end_date: "2025-12-31" }),
      "m",
      NOW,
      60,
      learned,
    );
    // The party as lessor: not the tenant's.
    await upsertContract(
      db,
      contract(303, [
        { role: "lessor", id: TENANT },
        { role: "tenant", id: OTHER },
      ]),
      "m",
      NOW,
    );
    const first = await pay(db, 301, 115_000, "2026-01-03");
    await pay(db, 301, 50_000, "2026-02-04");
    await voidPayment(
      db,
      { contractId: 301, paymentId: first.id, reason: "Transfer returned", userId: "m" },
      new Date("2026-03-10T08:00:00Z"),
    );
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("a contract's statement: charges, payments, the void with its reason and the running balance", async () => {
    const statement = (await contractStatement(db, 301))!;
    expect(statement.contract).toMatchObject({
      id: 301,
      unit_id: "u301",
      tenants: [{ id: TENANT, full_name: "Sara Al-Otaibi" }],
    });
    const head = statement.entries
      .slice(0, 6)
      .map((e) => [e.kind, e.date, e.debit, e.credit, e.balance]);
    expect(head).toEqual([
      ["charge", "2026-01-01", 115_000, 0, 115_000],
      ["payment", "2026-01-03", 0, 115_000, 0],
      ["charge", "2026-02-01", 115_000, 0, 115_000],
      ["payment", "2026-02-04", 0, 50_000, 65_000],
      ["charge", "2026-03-01", 115_000, 0, 180_000],
      ["void", "2026-03-10", 115_000, 0, 295_000],
    ]);
    expect(statement.entries[1]).toMatchObject({
      voided: true,
      method: "bank_transfer",
      reference: "TRF",
    });
    expect(statement.entries[5]).toMatchObject({
      reason: "Transfer returned",
      receipt: statement.entries[1]!.receipt,
    });
    expect(statement.entries.filter((e) => e.kind === "charge")).toHaveLength(12);
    expect(statement.totals).toEqual({
      opening: 0,
      charged: 12 * 115_000,
      paid: 165_000,
      voided: 115_000,
      closing: 12 * 115_000 - 50_000,
    });
    expect(await contractStatement(db, 999)).toBeNull();
    expect(await contractStatement(db, 2 ** 40)).toBeNull();
  });

  it("a range opens with what was owed before it", async () => {
    const statement = (await contractStatement(db, 301, { from: "2026-02-02", to: "2026-03-31" }))!;
    expect(statement.range).toEqual({ from: "2026-02-02", to: "2026-03-31" });
    expect(statement.totals.opening).toBe(115_000);
    expect(statement.entries.map((e) => e.kind)).toEqual(["payment", "charge", "void"]);
    expect(statement.totals.closing).toBe(295_000);
  });

  it("a tenant's statement: each of the party's contracts as tenant, with a total", async () => {
    const statement = (await partyStatement(db, TENANT))!;
    expect(statement.party).toEqual({ id: TENANT, full_name: "Sara Al-Otaibi" });
    expect(statement.contracts.map((c) => c.contract.id)).toEqual([302, 301]);
    expect(statement.totals.closing).toBe(
      statement.contracts[0]!.totals.closing + statement.contracts[1]!.totals.closing,
    );
    expect(statement.totals.charged).toBe(24 * 115_000);
    expect((await partyStatement(db, OTHER))!.contracts.map((c) => c.contract.id)).toEqual([303]);
    expect(await partyStatement(db, 12345)).toBeNull();
  });

  it("reads a tenant's statement in three queries however many contracts", async () => {
    const select = vi.spyOn(db, "select");
    await partyStatement(db, TENANT);
    expect(select).toHaveBeenCalledTimes(3);
    for (let id = 310; id < 316; id++)
      await upsertContract(db, contract(id, asTenant(TENANT)), "m", NOW);
    select.mockClear();
    const many = (await partyStatement(db, TENANT))!;
    expect(many.contracts).toHaveLength(8);
    expect(select).toHaveBeenCalledTimes(3);
    select.mockClear();
    await contractStatement(db, 301);
    expect(select).toHaveBeenCalledTimes(3);
    select.mockRestore();
  });
});
