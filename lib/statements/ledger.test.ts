import { describe, expect, it } from "vitest";

import { buildLedger, sumTotals, type LedgerInstalment, type LedgerPayment } from "./ledger";

// The ledger as a statement shows it: charges, payments and voids in date order, the running
// balance (owed positive, credit negative), and a range's opening and closing balances.

const instalment = (seq: number, due: string, over: Partial<LedgerInstalment> = {}) => ({
  id: 100 + seq,
  seq,
  period_start: due,
  period_end: due,
  due_date: due,
  rent: 100_000,
  vat: 15_000,
  total: 115_000,
  cancelled: false,
  ...over,
});
const payment = (
  id: number,
  amount: number,
  paidOn: string,
  over: Partial<LedgerPayment> = {},
) => ({
  id,
  amount,
  paid_on: paidOn,
  method: "cash",
  reference: null,
  receipt_year: 2026,
  receipt_number: id,
  voided_on: null,
  void_reason: null,
  ...over,
});

const SCHEDULE = [
  instalment(1, "2026-01-01"),
  instalment(2, "2026-02-01"),
  instalment(3, "2026-03-01"),
];

describe("buildLedger", () => {
  it("runs the balance through partial payments, charge by charge", () => {
    const { entries, totals } = buildLedger(SCHEDULE, [
      payment(1, 50_000, "2026-01-05"),
      payment(2, 65_000, "2026-01-20"),
    ]);
    expect(entries.map((e) => [e.kind, e.date, e.debit, e.credit, e.balance])).toEqual([
      ["charge", "2026-01-01", 115_000, 0, 115_000],
      ["payment", "2026-01-05", 0, 50_000, 65_000],
      ["payment", "2026-01-20", 0, 65_000, 0],
      ["charge", "2026-02-01", 115_000, 0, 115_000],
      ["charge", "2026-03-01", 115_000, 0, 230_000],
    ]);
    expect(entries[0]).toMatchObject({ seq: 1, rent: 100_000, vat: 15_000 });
    expect(entries[1]).toMatchObject({ receipt: "2026-1", method: "cash", voided: false });
    expect(totals).toEqual({
      opening: 0,
      charged: 345_000,
      paid: 115_000,
      voided: 0,
      closing: 230_000,
    });
  });

  it("keeps a voided payment on its day and reverses it on the void's day, with the reason", () => {
    const { entries, totals } = buildLedger(SCHEDULE.slice(0, 1), [
      payment(7, 115_000, "2026-01-02", { voided_on: "2026-01-10", void_reason: "Bounced" }),
    ]);
    expect(entries.map((e) => [e.kind, e.date, e.balance])).toEqual([
      ["charge", "2026-01-01", 115_000],
      ["payment", "2026-01-02", 0],
      ["void", "2026-01-10", 115_000],
    ]);
    expect(entries[1]).toMatchObject({ voided: true, reason: null });
    expect(entries[2]).toMatchObject({ receipt: "2026-7", reason: "Bounced", debit: 115_000 });
    expect(totals).toMatchObject({ paid: 115_000, voided: 115_000, closing: 115_000 });
  });

  it("shows an overpayment as credit: the balance goes below zero", () => {
    const { entries, totals } = buildLedger(SCHEDULE.slice(0, 1), [
      payment(1, 150_050, "2026-01-01"),
    ]);
    // On one day the charge comes before the payment.
    expect(entries.map((e) => e.kind)).toEqual(["charge", "payment"]);
    expect(entries.at(-1)!.balance).toBe(-35_050);
    expect(totals.closing).toBe(-35_050);
  });

  it("leaves cancelled instalments out", () => {
    const { entries, totals } = buildLedger(
      [...SCHEDULE.slice(0, 2), instalment(3, "2026-03-01", { cancelled: true })],
      [],
    );
    expect(entries.map((e) => e.seq)).toEqual([1, 2]);
    expect(totals.charged).toBe(230_000);
  });

  it("opens a range with what was owed before it and closes with what is owed at its end", () => {
    const payments = [
      payment(1, 100_000, "2026-01-15"),
      payment(2, 20_000, "2026-02-10", { voided_on: "2026-03-05", void_reason: "Wrong contract" }),
    ];
    const { entries, totals } = buildLedger(SCHEDULE, payments, {
      from: "2026-02-01",
      to: "2026-03-01",
    });
    expect(totals.opening).toBe(15_000);
    expect(entries.map((e) => [e.kind, e.date, e.balance])).toEqual([
      ["charge", "2026-02-01", 130_000],
      ["payment", "2026-02-10", 110_000],
      ["charge", "2026-03-01", 225_000],
    ]);
    // The void falls after the range: not in it, not in its closing balance.
    expect(totals).toEqual({
      opening: 15_000,
      charged: 230_000,
      paid: 20_000,
      voided: 0,
      closing: 225_000,
    });
    // A range's closing balance is the next range's opening.
    const after = buildLedger(SCHEDULE, payments, { from: "2026-03-02" });
    expect(after.totals.opening).toBe(225_000);
    expect(after.entries.map((e) => [e.kind, e.balance])).toEqual([["void", 245_000]]);
    // The whole contract ends where the two do.
    expect(buildLedger(SCHEDULE, payments).totals.closing).toBe(245_000);
  });

  it("reverses a payment dated ahead but voided before its day on the payment's own day", () => {
    const { entries } = buildLedger(
      [],
      [payment(3, 10_000, "2026-05-01", { voided_on: "2026-04-20", void_reason: "Typo" })],
    );
    expect(entries.map((e) => [e.kind, e.date, e.balance])).toEqual([
      ["payment", "2026-05-01", -10_000],
      ["void", "2026-05-01", 0],
    ]);
  });

  it("adds contracts' totals", () => {
    const a = buildLedger(SCHEDULE.slice(0, 1), []).totals;
    const b = buildLedger([], [payment(1, 5_000, "2026-01-01")]).totals;
    expect(sumTotals([a, b])).toEqual({
      opening: 0,
      charged: 115_000,
      paid: 5_000,
      voided: 0,
      closing: 110_000,
    });
  });
});
