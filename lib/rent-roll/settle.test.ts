import { describe, expect, it } from "vitest";

import type { StatementInstalment } from "./schemas";
import { amountDueNow, openInstalments, settlement, terminationEffect } from "./settle";

// A year's term seen on 15 November 2026: two instalments paid, one partly, one cancelled by an
// earlier change, the rest due.
const row = (
  seq: number,
  due_date: string,
  paid = 0,
  status: StatementInstalment["status"] = "due",
) => ({ seq, due_date, total: 100_000, paid, status });
const TODAY = "2026-11-15";
const ROWS = [
  row(3, "2026-11-01", 40_000, "overdue"),
  row(1, "2026-09-01", 100_000, "paid"),
  row(2, "2026-10-01", 100_000, "paid"),
  row(4, "2026-12-01"),
  row(5, "2027-01-01", 0, "cancelled"),
  row(6, "2027-02-01"),
];

describe("settling a payment", () => {
  it("goes to the open instalments oldest first, as the store allocates", () => {
    expect(openInstalments(ROWS).map((r) => r.seq)).toEqual([3, 4, 6]);
  });

  it("defaults to what is unpaid on the instalments due by today", () => {
    expect(amountDueNow(ROWS, TODAY)).toBe(60_000);
    // Two due by today: both remainders.
    expect(amountDueNow(ROWS, "2026-12-01")).toBe(160_000);
  });

  it("with nothing due yet, defaults to the next instalment's remainder; nothing when all is paid", () => {
    const ahead = [row(1, "2026-12-01", 25_000), row(2, "2027-01-01")];
    expect(amountDueNow(ahead, TODAY)).toBe(75_000);
    expect(amountDueNow([row(1, "2026-09-01", 100_000, "paid")], TODAY)).toBe(0);
    expect(amountDueNow([], TODAY)).toBe(0);
  });

  it("says which instalments a payment settles, in full or in part, and the credit left over", () => {
    expect(settlement(ROWS, 60_000)).toEqual({
      parts: [{ seq: 3, due_date: "2026-11-01", amount: 60_000, owed: 60_000 }],
      credit: 0,
    });
    expect(settlement(ROWS, 100_000)).toEqual({
      parts: [
        { seq: 3, due_date: "2026-11-01", amount: 60_000, owed: 60_000 },
        { seq: 4, due_date: "2026-12-01", amount: 40_000, owed: 100_000 },
      ],
      credit: 0,
    });
    // More than the term still owes (60,000 + 100,000 + 100,000): the rest is credit.
    expect(settlement(ROWS, 300_050)).toMatchObject({ credit: 40_050 });
    expect(settlement(ROWS, 300_050).parts.map((p) => p.seq)).toEqual([3, 4, 6]);
  });
});

describe("terminating today", () => {
  it("cancels the unpaid instalments due after today and keeps what fell due", () => {
    expect(terminationEffect(ROWS, TODAY)).toEqual({
      cancelledCount: 2,
      cancelledAmount: 200_000,
      owed: 60_000,
    });
  });

  it("keeps an instalment due later that money went to, with its remainder owed", () => {
    const prepaid = [row(1, "2026-11-01", 100_000, "paid"), row(2, "2026-12-01", 30_000)];
    expect(terminationEffect(prepaid, TODAY)).toEqual({
      cancelledCount: 0,
      cancelledAmount: 0,
      owed: 70_000,
    });
  });

  it("keeps an instalment due today: the term ends today, that day's rent is owed", () => {
    expect(terminationEffect([row(1, TODAY), row(2, "2026-12-15")], TODAY)).toEqual({
      cancelledCount: 1,
      cancelledAmount: 100_000,
      owed: 100_000,
    });
  });
});
