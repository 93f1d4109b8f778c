import { readFileSync } from "node:fs";
import path from "node:path";

import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { users } from "@/lib/auth/tables";
import { flagContractDeleted, upsertContract } from "@/lib/contracts/store";
import { contractRegister } from "@/lib/contracts/tables";
import {
  DASHBOARD_MIGRATIONS,
  openDashboardDatabase,
  type DashboardDb,
  type DashboardDbHandle,
} from "@/lib/db/database";
import { rowsOf } from "@/lib/shared/connect";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { addMonths, buildSchedule, toHalalas, type VatSetting } from "./schedule";
import { alignSchedule, type LedgerContract } from "./schedule-store";
import { amountDueNow, settlement, terminationEffect } from "./settle";
import { instalmentsWithPaid, statementOf } from "./statement";
import { dueInstalments, LedgerError, recordPayment, voidPayment, type NewPayment } from "./store";
import { rentAllocations, rentInstalments, rentPayments } from "./tables";

vi.setConfig({ testTimeout: 60_000 });

const VAT: VatSetting = { rateBasisPoints: 1500, effectiveFrom: "2020-07-01" };
const NOW = new Date("2026-11-15T09:00:00Z");
const contract = (contractId: number, over: Partial<LedgerContract> = {}): LedgerContract => ({
  contractId,
  status: "active",
  deleted: false,
  contractType: "residential",
  billingType: "monthly",
  totalRent: 12_000,
  startDate: "2026-09-01",
  endDate: "2027-08-31",
  duration: 1,
  ...over,
});
let keys = 0;
const payment = (contractId: number, amount: number, over: Partial<NewPayment> = {}) => ({
  contractId,
  amount,
  paidOn: "2026-11-15",
  method: "bank_transfer",
  reference: null,
  idempotencyKey: `key-${contractId}-${++keys}-${Math.random().toString(36).slice(2)}`,
  userId: "manager-1",
  ...over,
});

describe.each(testDatabaseKinds())("rent roll ledger (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  let db: DashboardDb;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "rent_roll");
    handle = openDashboardDatabase(testDb);
    db = await handle.get();
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  const statuses = async (id: number) =>
    (await statementOf(db, id, NOW))!.instalments.map((i) => [i.due_date, i.paid, i.status]);

  it("reads an instalment's allocations through the index, never all allocations (plans)", async () => {
    // The payment's and the statement's instalment queries. With sequential scans priced out,
    // a plan that can reach an instalment's allocations by index does; the partial index of
    // live allocations alone could not serve the join, and the bench's 300,000 allocations
    // were read whole for every payment (bench/findings.md).
    await alignSchedule(db, contract(90), VAT, NOW);
    await recordPayment(db, payment(90, 150_000), NOW);
    for (const query of [dueInstalments(db, 90), instalmentsWithPaid(db, 90)]) {
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = rowsOf<{ "QUERY PLAN": string }>(
          await tx.execute(sql`explain ${query.getSQL()}`),
        );
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
      expect(plan).toContain("rent_allocations_instalment_idx");
      expect(plan).not.toMatch(/Seq Scan on rent_allocations/);
    }
  });

  it("builds a contract's schedule and answers its statement", async () => {
    await alignSchedule(db, contract(1), VAT, NOW);
    const s = (await statementOf(db, 1, NOW))!;
    expect(s.instalments).toHaveLength(12);
    expect(s.instalments.slice(0, 4).map((i) => [i.due_date, i.total, i.status])).toEqual([
      ["2026-09-01", 100_000, "overdue"],
      ["2026-10-01", 100_000, "overdue"],
      ["2026-11-01", 100_000, "overdue"],
      ["2026-12-01", 100_000, "due"],
    ]);
    expect(s.totals).toMatchObject({ charged: 1_200_000, overdue: 300_000, received: 0 });
    expect(await statementOf(db, 404, NOW)).toBeNull();
  });

  it("allocates oldest first: a partial payment leaves the rest due, an overpayment stays as credit", async () => {
    await alignSchedule(db, contract(2, { totalRent: 3_000, endDate: "2026-11-30" }), VAT, NOW);
    await recordPayment(db, payment(2, 150_000), NOW);
    expect(await statuses(2)).toEqual([
      ["2026-09-01", 100_000, "paid"],
      ["2026-10-01", 50_000, "overdue"],
      ["2026-11-01", 0, "overdue"],
    ]);
    await recordPayment(db, payment(2, 200_000), NOW);
    const s = (await statementOf(db, 2, NOW))!;
    expect(s.instalments.every((i) => i.status === "paid")).toBe(true);
    expect(s.totals).toMatchObject({ received: 350_000, credit: 50_000, overdue: 0 });
    expect(s.payments.map((p) => p.allocated)).toEqual([150_000, 150_000]);
  });

  it("voids a payment with a reason, reversing its allocation, and never deletes it", async () => {
    await alignSchedule(db, contract(3, { totalRent: 2_000, endDate: "2026-10-31" }), VAT, NOW);
    const { payment: first } = await recordPayment(db, payment(3, 100_000), NOW);
    const voided = await voidPayment(
      db,
      { contractId: 3, paymentId: first.id, reason: "Cheque bounced", userId: "manager-2" },
      NOW,
    );
    expect(voided).toMatchObject({ voidReason: "Cheque bounced", voidedBy: "manager-2" });
    const s = (await statementOf(db, 3, NOW))!;
    expect(s.payments).toHaveLength(1);
    expect(s.payments[0]).toMatchObject({ void_reason: "Cheque bounced", allocated: 0 });
    // Recorded by "manager-1", voided by "manager-2": neither is a user yet, so no names.
    expect(s.payments[0]).toMatchObject({
      recorded_by: "manager-1",
      recorded_by_name: null,
      voided_by: "manager-2",
      voided_by_name: null,
    });
    // Once they are users, the statement names them (a person reads names, not ids).
    await db.insert(users).values([
      {
        id: "manager-1",
        email: "m1@office.test",
        name: "نورة القحطاني",
        role: "manager",
        passwordHash: "-",
      },
      {
        id: "manager-2",
        email: "m2@office.test",
        name: "Fahad Al-Harbi",
        role: "manager",
        passwordHash: "-",
      },
    ]);
    expect((await statementOf(db, 3, NOW))!.payments[0]).toMatchObject({
      recorded_by_name: "نورة القحطاني",
      voided_by_name: "Fahad Al-Harbi",
    });
    expect(s.totals).toMatchObject({ received: 0, overdue: 200_000 });
    await expect(
      voidPayment(db, { contractId: 3, paymentId: first.id, reason: "again", userId: "m" }, NOW),
    ).rejects.toEqual(new LedgerError("ALREADY_VOIDED"));
    // The next payment goes to the instalment the void freed.
    await recordPayment(db, payment(3, 100_000), NOW);
    expect((await statuses(3))[0]).toEqual(["2026-09-01", 100_000, "paid"]);
  });

  it("answers a retried request with the payment it made, and refuses the key for another", async () => {
    await alignSchedule(db, contract(4), VAT, NOW);
    const p = payment(4, 100_000);
    const first = await recordPayment(db, p, NOW);
    const again = await recordPayment(db, p, NOW);
    expect(again).toEqual({ payment: first.payment, replayed: true });
    const both = await Promise.all([
      recordPayment(db, { ...p, idempotencyKey: "twice-at-once" }, NOW),
      recordPayment(db, { ...p, idempotencyKey: "twice-at-once" }, NOW),
    ]);
    expect(both[0].payment.id).toBe(both[1].payment.id);
    expect(both.filter((r) => r.replayed)).toHaveLength(1);
    await expect(recordPayment(db, { ...p, amount: 5 }, NOW)).rejects.toEqual(
      new LedgerError("KEY_REUSED"),
    );
    expect((await statementOf(db, 4, NOW))!.payments).toHaveLength(2);
  });

  it("refuses a payment on a draft or an unknown contract", async () => {
    await alignSchedule(db, contract(5, { status: "draft" }), VAT, NOW);
    await expect(recordPayment(db, payment(5, 100), NOW)).rejects.toEqual(
      new LedgerError("NOT_OPEN"),
    );
    await expect(recordPayment(db, payment(999, 100), NOW)).rejects.toEqual(
      new LedgerError("NOT_FOUND"),
    );
  });

  it("knows no contract or payment beyond the integer columns (found by the property-based suite)", async () => {
    for (const id of [3_000_000_000, 2 ** 53 + 2]) {
      expect(await statementOf(db, id, NOW)).toBeNull();
      await expect(recordPayment(db, payment(id, 100), NOW)).rejects.toEqual(
        new LedgerError("NOT_FOUND"),
      );
      const voiding = { contractId: id, paymentId: 1, reason: "r", userId: "m" };
      await expect(voidPayment(db, voiding, NOW)).rejects.toEqual(new LedgerError("NOT_FOUND"));
    }
    await alignSchedule(db, contract(11), VAT, NOW);
    const beyond = { contractId: 11, paymentId: 10_000_000_000, reason: "r", userId: "m" };
    await expect(voidPayment(db, beyond, NOW)).rejects.toEqual(new LedgerError("NOT_FOUND"));
  });

  it("moves unpaid instalments when the dates change and never rewrites a paid one", async () => {
    await alignSchedule(db, contract(6), VAT, NOW);
    await recordPayment(db, payment(6, 150_000), NOW);
    await alignSchedule(
      db,
      contract(6, { startDate: "2026-10-15", endDate: "2027-10-14" }),
      VAT,
      NOW,
    );
    const s = (await statementOf(db, 6, NOW))!;
    expect(s.instalments.map((i) => [i.seq, i.due_date, i.total, i.paid])).toEqual([
      [1, "2026-09-01", 100_000, 100_000], // paid: untouched
      [2, "2026-10-01", 100_000, 50_000], // part paid: untouched
      // The unpaid ones follow the new start date, the 15th of each month.
      ...Array.from({ length: 10 }, (_, k) => [k + 3, addMonths("2026-10-15", k + 2), 100_000, 0]),
    ]);
    expect(s.totals.charged).toBe(1_200_000);
  });

  it("cancels a terminated contract's future unpaid instalments and keeps what is owed", async () => {
    await alignSchedule(db, contract(7), VAT, NOW);
    await recordPayment(db, payment(7, 100_000), NOW);
    await alignSchedule(db, contract(7, { status: "terminated", deleted: true }), VAT, NOW);
    const s = (await statementOf(db, 7, NOW))!;
    expect(s.instalments.filter((i) => i.status !== "cancelled").map((i) => i.due_date)).toEqual([
      "2026-09-01",
      "2026-10-01",
      "2026-11-01",
    ]);
    expect(s.totals).toMatchObject({ charged: 300_000, overdue: 200_000, outstanding: 200_000 });
  });

  it("does what the dialogs said it would: a payment settles the previewed instalments, a termination leaves the previewed amount owed", async () => {
    await alignSchedule(db, contract(31), VAT, NOW);
    await recordPayment(db, payment(31, 50_000), NOW);
    const before = (await statementOf(db, 31, NOW))!;
    // Three instalments overdue (one part paid), and on into December's: 50,000 + 200,000 + 20,000.
    expect(amountDueNow(before.instalments, "2026-11-15")).toBe(250_000);
    const preview = settlement(before.instalments, 270_000);
    await recordPayment(db, payment(31, 270_000), NOW);
    const after = (await statementOf(db, 31, NOW))!;
    const paidBefore = new Map(before.instalments.map((i) => [i.seq, i.paid]));
    const put = after.instalments
      .map((i) => ({ seq: i.seq, amount: i.paid - paidBefore.get(i.seq)! }))
      .filter((i) => i.amount > 0);
    expect(put).toEqual(preview.parts.map(({ seq, amount }) => ({ seq, amount })));
    expect(put.map((i) => i.seq)).toEqual([1, 2, 3, 4]);
    expect(after.totals.credit).toBe(preview.credit);

    // December's instalment is part paid (20,000): terminating keeps it, cancels the eight after.
    const effect = terminationEffect(after.instalments, "2026-11-15");
    expect(effect).toEqual({ cancelledCount: 8, cancelledAmount: 800_000, owed: 80_000 });
    await alignSchedule(
      db,
      contract(31, { status: "terminated", endDate: "2026-11-15" }),
      VAT,
      NOW,
    );
    const ended = (await statementOf(db, 31, NOW))!;
    expect(ended.instalments.filter((i) => i.status === "cancelled")).toHaveLength(8);
    expect(ended.totals.outstanding).toBe(effect.owed);
  });

  it("leaves a deleted draft without instalments", async () => {
    await alignSchedule(db, contract(8, { status: "draft" }), VAT, NOW);
    expect((await statementOf(db, 8, NOW))!.instalments).toHaveLength(12);
    await alignSchedule(db, contract(8, { status: "draft", deleted: true }), VAT, NOW);
    expect((await statementOf(db, 8, NOW))!.instalments).toEqual([]);
  });

  it("records 20 payments at once: each halala allocated once, receipts consecutive", async () => {
    await alignSchedule(db, contract(9, { totalRent: 1_500, endDate: "2027-02-28" }), VAT, NOW);
    const [{ before }] = (await db
      .select({ before: sql<number>`coalesce(max(${rentPayments.receiptNumber}), 0)` })
      .from(rentPayments)) as [{ before: number }];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, k) => recordPayment(db, payment(9, 7_000 + k), NOW)),
    );
    const numbers = results.map((r) => r.payment.receiptNumber).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, k) => Number(before) + k + 1));
    expect(new Set(results.map((r) => r.payment.receiptYear))).toEqual(new Set([2026]));
    const received = results.reduce((sum, r) => sum + r.payment.amount, 0);
    const perInstalment = await db
      .select({
        total: rentInstalments.total,
        paid: sql<string>`coalesce(sum(${rentAllocations.amount}), 0)`,
      })
      .from(rentInstalments)
      .leftJoin(rentAllocations, eq(rentAllocations.instalmentId, rentInstalments.id))
      .where(eq(rentInstalments.contractId, 9))
      .groupBy(rentInstalments.id)
      .orderBy(asc(rentInstalments.seq));
    // 150,000 due over six instalments; 140,190 received: each halala allocated once.
    for (const row of perInstalment) expect(Number(row.paid)).toBeLessThanOrEqual(row.total);
    expect(perInstalment.reduce((sum, r) => sum + Number(r.paid), 0)).toBe(received);
  });

  it("follows the register: a contract recorded, then terminated, then a draft deleted", async () => {
    const recorded = {
      id: 201,
      status: "active" as const,
      start_date: "2026-09-01",
      end_date: "2027-08-31",
      duration: 1,
      contract_type: "commercial" as const,
      parties: [],
      unit_id: "u201",
      rental_fee: { total_units_rent: 12_000, billing_type: "quarterly" },
    };
    await upsertContract(db, recorded, "manager-1", NOW);
    expect(await statuses(201)).toEqual([
      ["2026-09-01", 0, "overdue"],
      ["2026-12-01", 0, "due"],
      ["2027-03-01", 0, "due"],
      ["2027-06-01", 0, "due"],
    ]);
    // 12,000 / 4 + 15 % VAT.
    expect((await statementOf(db, 201, NOW))!.instalments[0]).toMatchObject({
      rent: 300_000,
      vat: 45_000,
    });
    await upsertContract(db, { ...recorded, status: "terminated" }, "manager-1", NOW);
    expect((await statuses(201)).map((row) => row[2])).toEqual([
      "overdue",
      "cancelled",
      "cancelled",
      "cancelled",
    ]);
    await upsertContract(db, { ...recorded, id: 202, status: "draft" }, "manager-1", NOW);
    expect(await statuses(202)).toHaveLength(4);
    expect(await flagContractDeleted(db, 202, "manager-1", NOW)).toBe(true);
    expect(await statuses(202)).toEqual([]);
  });

  it("the migration builds the schedules of contracts already in the register as schedule.ts does", async () => {
    const register = [
      { contractId: 101, totalRent: 68_000, startDate: "2026-01-31", endDate: "2027-01-30" },
      {
        contractId: 102,
        totalRent: 100_000.55,
        contractType: "commercial",
        billingType: "quarterly",
        startDate: "2020-03-01",
        endDate: null,
        duration: 2,
      },
      {
        contractId: 103,
        totalRent: 9_999.99,
        startDate: "2028-02-29",
        endDate: "2028-06-10",
        billingType: "weird",
      },
      { contractId: 104, totalRent: 5_000, status: "draft", deleted: true },
      { contractId: 105, totalRent: 5_000, startDate: null, endDate: null },
      { contractId: 106, totalRent: 24_000, status: "terminated", deleted: true },
    ];
    for (const row of register)
      await db.insert(contractRegister).values({
        unitId: "u",
        parties: [],
        contractType: "residential",
        duration: 1,
        billingType: "monthly",
        status: "active",
        deleted: false,
        startDate: "2026-09-01",
        endDate: "2027-08-31",
        createdBy: "u",
        updatedBy: "u",
        ...row,
      });
    const migration = readFileSync(path.join(DASHBOARD_MIGRATIONS, "0012_rent_roll.sql"), "utf8");
    const inserts = migration
      .split("--> statement-breakpoint")
      .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
      .filter((statement) => statement.startsWith("INSERT"));
    expect(inserts).toHaveLength(2);
    // The ledger as it is when the migration runs: register rows only.
    const ids = sql.raw(register.map((r) => r.contractId).join(","));
    await db.execute(sql`delete from contract_register where contract_id not in (${ids})`);
    await db.execute(sql`delete from rent_allocations`);
    await db.execute(sql`delete from rent_payments`);
    await db.execute(sql`delete from rent_instalments`);
    await db.execute(sql`delete from rent_accounts`);
    for (const statement of inserts) await db.execute(sql.raw(statement));

    const today = new Date().toISOString().slice(0, 10);
    for (const row of register) {
      const full = {
        status: "active",
        deleted: false,
        contractType: "residential",
        billingType: "monthly",
        duration: 1,
        startDate: "2026-09-01",
        endDate: "2027-08-31",
        ...row,
      };
      const stored = await db
        .select()
        .from(rentInstalments)
        .where(eq(rentInstalments.contractId, row.contractId))
        .orderBy(asc(rentInstalments.seq));
      let expected = buildSchedule({ ...full, totalRent: toHalalas(full.totalRent) }, VAT).map(
        (i) => ({
          ...i,
          status: full.status === "terminated" && i.dueDate > today ? "cancelled" : "due",
        }),
      );
      if (full.deleted && full.status === "draft") expected = [];
      expect(
        stored.map(({ id: _id, contractId: _c, paid: _paid, ...i }) => i),
        `contract ${row.contractId}`,
      ).toEqual(expected);
    }
    const counts = await db.select({ n: sql<number>`count(*)` }).from(rentInstalments);
    expect(Number(counts[0]!.n)).toBe(12 + 8 + 4 + 0 + 0 + 12);
  });
});
