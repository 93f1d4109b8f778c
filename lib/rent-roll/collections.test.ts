import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { createUser } from "@/lib/auth/users";
import { contractRegister } from "@/lib/contracts/tables";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { addDays } from "@/lib/rental/contract-period";
import { countQueries } from "@/test/count-queries";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { moneySummary } from "./arrears";
import { dueListPage, monthTotals, paymentListPage } from "./collections";
import { nextMonth, previousMonth } from "./collections-shape";
import type { VatSetting } from "./schedule";
import { alignSchedule, type LedgerContract } from "./schedule-store";
import { recordPayment, voidPayment } from "./store";

vi.setConfig({ testTimeout: 60_000 });

// The month's collections (/collections) against the overview's money cards: the lists' totals
// are the cards' figures, and the rows add up to them, across partial payments, a voided
// payment, a draft, a terminated contract and the edges of a Riyadh month. Today in Riyadh is
// 2026-11-15; contracts of SAR 12,000 a year billed monthly: SAR 1,000 (100,000 halalas) a month,
// SAR 1,150 with VAT for a commercial one.
const VAT: VatSetting = { rateBasisPoints: 1500, effectiveFrom: "2020-07-01" };
const NOW = new Date("2026-11-15T09:00:00Z");

let keys = 0;

describe.each(testDatabaseKinds())("the month's collections (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  let db: DashboardDb;
  let clerk: { id: string; name: string };

  const pay = (contractId: number, amount: number, paidOn: string) =>
    recordPayment(
      db,
      {
        contractId,
        amount,
        paidOn,
        method: "bank_transfer",
        reference: null,
        idempotencyKey: `collections-${contractId}-${++keys}`,
        userId: clerk.id,
      },
      NOW,
    );

  /** A register row (tenant, unit, property) and its ledger, starting `start`. */
  async function lease(id: number, start: string, over: Partial<LedgerContract> = {}, now = NOW) {
    const terms: LedgerContract = {
      contractId: id,
      status: "active",
      deleted: false,
      contractType: "residential",
      billingType: "monthly",
      totalRent: 12_000,
      startDate: start,
      endDate: addDays(start, 364),
      duration: 1,
      ...over,
    };
    const row = {
      contractId: id,
      unitId: String(900 + id),
      parties: [
        { role: "lessor", id: 1 },
        { role: "tenant", id: 5000 + id },
      ],
      knownParties: {
        [5000 + id]: {
          full_name: `Tenant ${id}`,
          id_number: "1016690206",
          phone_number: "+966501234567",
        },
      },
      knownUnit: {
        unit_number: `U-${id}`,
        unit_type: "apartment",
        property_id: 7,
        document_number: "310100000001",
        property_name: "Palm Tower",
        region_id: 1,
        city_id: null,
      },
      contractType: terms.contractType,
      duration: 1,
      totalRent: terms.totalRent,
      billingType: "monthly",
      startDate: terms.startDate,
      endDate: terms.endDate,
      status: terms.status,
      deleted: terms.deleted,
      createdBy: "m",
      updatedBy: "m",
    };
    await db
      .insert(contractRegister)
      .values(row)
      .onConflictDoUpdate({ target: contractRegister.contractId, set: row });
    await alignSchedule(db, terms, VAT, now);
  }

  /** Every row of a list, page by page (two a page, so the paging is crossed). */
  async function all<T>(
    read: (page: number) => Promise<{ data: T[]; meta: { pagination: { pageCount: number } } }>,
  ): Promise<T[]> {
    const rows: T[] = [];
    for (let page = 1; ; page++) {
      const result = await read(page);
      rows.push(...result.data);
      if (page >= result.meta.pagination.pageCount) return rows;
    }
  }
  const dueRows = (month?: string, now = NOW) =>
    all((page) => dueListPage(db, { month, page, pageSize: 2 }, now));
  const paymentRows = (month?: string, now = NOW) =>
    all((page) => paymentListPage(db, { month, page, pageSize: 2 }, now));
  const sum = (values: number[]) => values.reduce((n, v) => n + v, 0);

  beforeAll(async () => {
    testDb = createTestDatabase(kind, "collections");
    handle = openDashboardDatabase(testDb);
    db = await handle.get();
    const user = await createUser(db, {
      email: "clerk@collections.test",
      name: "Noura the clerk",
      role: "manager",
      password: "a long enough password",
    });
    clerk = { id: user.id, name: user.name };

    await lease(701, "2026-10-01"); // due Oct 1, Nov 1, Dec 1, …
    await lease(702, "2026-11-30", { contractType: "commercial" }); // SAR 1,150 due Nov 30
    await lease(703, "2026-11-05", { status: "draft" }); // a draft: owes nothing
    // Terminated on Nov 12: Nov 10 fell due before and is owed; Dec 10 on were cancelled.
    await lease(704, "2026-09-10");
    await lease(704, "2026-09-10", { status: "terminated" }, new Date("2026-11-12T09:00:00Z"));
    await lease(705, "2026-12-01"); // first due on Dec 1: next month

    await pay(701, 150_000, "2026-11-02"); // Oct 1 paid, and half of Nov 1
    await pay(702, 20_000, "2026-11-30"); // part of Nov 30
    await pay(704, 30_000, "2026-10-31"); // last month (to Sep 10)
    const { payment } = await pay(704, 40_000, "2026-11-14");
    await voidPayment(
      db,
      { contractId: 704, paymentId: payment.id, reason: "bounced", userId: clerk.id },
      NOW,
    );
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("lists November's instalments: drafts and next month's left out, a terminated one kept", async () => {
    const rows = await dueRows();
    expect(
      rows.map((r) => [r.contract_id, r.due_date, r.total, r.paid, r.outstanding, r.status]),
    ).toEqual([
      [701, "2026-11-01", 100_000, 50_000, 50_000, "overdue"],
      [704, "2026-11-10", 100_000, 0, 100_000, "overdue"],
      [702, "2026-11-30", 115_000, 20_000, 95_000, "partly_paid"],
    ]);
    expect(rows[0]).toMatchObject({
      unit_id: "1601",
      known_unit: { property_name: "Palm Tower", unit_number: "U-701" },
      tenant: { id: 5701, full_name: "Tenant 701" },
    });
  });

  it("lists November's payments: the voided one and October's left out, with who recorded each", async () => {
    const rows = await paymentRows();
    expect(rows.map((r) => [r.contract_id, r.paid_on, r.amount, r.method])).toEqual([
      [701, "2026-11-02", 150_000, "bank_transfer"],
      [702, "2026-11-30", 20_000, "bank_transfer"],
    ]);
    expect(rows[0]).toMatchObject({
      recorded_by: clerk.id,
      recorded_by_name: "Noura the clerk",
      receipt_year: expect.any(Number),
      receipt_number: expect.any(Number),
      known_unit: { property_name: "Palm Tower", unit_number: "U-701" },
      tenant: { full_name: "Tenant 701" },
    });
  });

  it("totals the lists as the overview's cards count them, and the rows add up to the totals", async () => {
    const summary = await moneySummary(db, NOW);
    const due = await dueListPage(db, { page: 1 }, NOW);
    const paid = await paymentListPage(db, { page: 1 }, NOW);
    const expected = {
      month: "2026-11",
      today: "2026-11-15",
      due: 315_000,
      instalments: 3,
      collected: 170_000,
      payments: 2,
      rate: 5396, // 170,000 / 315,000, rounded down, in basis points
    };
    expect(due.meta.totals).toEqual(expected);
    expect(paid.meta.totals).toEqual(expected);
    expect(summary).toMatchObject({
      month: expected.month,
      dueThisMonth: expected.due,
      collectedThisMonth: expected.collected,
      collectionRate: expected.rate,
    });
    expect(sum((await dueRows()).map((r) => r.total))).toBe(summary.dueThisMonth);
    expect(sum((await paymentRows()).map((r) => r.amount))).toBe(summary.collectedThisMonth);
    expect(due.meta.pagination).toEqual({ page: 1, pageSize: 50, pageCount: 1, total: 3 });
  });

  it("reads another month by its address: October's instalments and its payment of Oct 31", async () => {
    expect((await dueRows("2026-10")).map((r) => [r.contract_id, r.due_date])).toEqual([
      [701, "2026-10-01"],
      [704, "2026-10-10"],
    ]);
    expect((await paymentRows("2026-10")).map((r) => [r.contract_id, r.amount])).toEqual([
      [704, 30_000],
    ]);
    const december = await monthTotals(db, "2026-12", NOW);
    // 701 and 705 on Dec 1; 702 on Dec 30; 704's were cancelled with its termination.
    expect(december).toMatchObject({ due: 100_000 + 100_000 + 115_000, instalments: 3 });
    expect(nextMonth("2026-12")).toBe("2027-01");
    expect(previousMonth("2026-01")).toBe("2025-12");
  });

  it("takes the month from Riyadh's day: 21:30 UTC on Nov 30 is already December", async () => {
    const lateNovember = new Date("2026-11-30T20:59:00Z"); // 23:59 in Riyadh
    const december = new Date("2026-11-30T21:00:00Z"); // 00:00 on Dec 1 in Riyadh
    for (const [now, month] of [
      [lateNovember, "2026-11"],
      [december, "2026-12"],
    ] as const) {
      const summary = await moneySummary(db, now);
      const due = await dueListPage(db, { page: 1 }, now);
      const paid = await paymentListPage(db, { page: 1 }, now);
      expect(summary.month).toBe(month);
      expect(due.meta.totals.month).toBe(month);
      expect(due.meta.totals.due).toBe(summary.dueThisMonth);
      expect(paid.meta.totals.collected).toBe(summary.collectedThisMonth);
      expect(sum((await dueRows(undefined, now)).map((r) => r.total))).toBe(summary.dueThisMonth);
    }
  });

  it("sends two queries for a page of either list, however many rows", async () => {
    const counter = countQueries(db);
    try {
      await dueListPage(db, { page: 1 }, NOW);
      expect(counter.count).toBe(2);
      await paymentListPage(db, { page: 1 }, NOW);
      expect(counter.count).toBe(4);
    } finally {
      counter.restore();
    }
  });
});
