import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { BILLING_TYPES } from "@/lib/rental/contract-kinds";

import {
  addMonths,
  buildSchedule,
  cycleMonths,
  realign,
  termEnd,
  toHalalas,
  type ScheduleTerms,
  type VatSetting,
} from "./schedule";

const VAT: VatSetting = { rateBasisPoints: 1500, effectiveFrom: "2020-07-01" };
const terms = (over: Partial<ScheduleTerms> = {}): ScheduleTerms => ({
  contractType: "residential",
  billingType: "monthly",
  totalRent: 6_800_000,
  startDate: "2026-01-01",
  endDate: "2026-12-31",
  duration: 1,
  ...over,
});
const dues = (t: ScheduleTerms) => buildSchedule(t, VAT).map((i) => i.dueDate);

describe("instalment schedule", () => {
  it("divides a year's rent into twelve monthly instalments due on each period's first day", () => {
    const s = buildSchedule(terms(), VAT);
    expect(s).toHaveLength(12);
    expect(s[0]).toEqual({
      seq: 1,
      periodStart: "2026-01-01",
      periodEnd: "2026-01-31",
      dueDate: "2026-01-01",
      rent: 566_666,
      vat: 0,
      total: 566_666,
    });
    // 6,800,000 / 12 = 566,666.67: the last absorbs the 8 halalas left over.
    expect(s[11]).toMatchObject({ dueDate: "2026-12-01", periodEnd: "2026-12-31", rent: 566_674 });
    expect(s.reduce((sum, i) => sum + i.rent, 0)).toBe(6_800_000);
  });

  it("keeps a month-end start on each month's last day, without drifting", () => {
    expect(dues(terms({ startDate: "2026-01-31", endDate: "2026-06-29" }))).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
    ]);
    const s = buildSchedule(terms({ startDate: "2026-01-31", endDate: "2026-06-29" }), VAT);
    expect(s.map((i) => i.periodEnd)).toEqual([
      "2026-02-27",
      "2026-03-30",
      "2026-04-29",
      "2026-05-30",
      "2026-06-29",
    ]);
  });

  it("falls due on 29 February in a leap year and on the 28th otherwise", () => {
    expect(dues(terms({ startDate: "2028-01-29", endDate: "2028-03-28" }))).toEqual([
      "2028-01-29",
      "2028-02-29",
    ]);
    expect(dues(terms({ startDate: "2027-01-29", endDate: "2027-03-28" }))).toEqual([
      "2027-01-29",
      "2027-02-28",
    ]);
    // A contract starting on 29 February: a year's quarterly instalments, then 28 February.
    expect(
      dues(terms({ startDate: "2028-02-29", endDate: null, billingType: "quarterly" })),
    ).toEqual(["2028-02-29", "2028-05-29", "2028-08-29", "2028-11-29"]);
    expect(termEnd({ startDate: "2028-02-29", endDate: null, duration: 1 })).toBe("2029-02-27");
    expect(addMonths("2028-02-29", 12)).toBe("2029-02-28");
  });

  it("ends with a short last period when the term is not whole cycles", () => {
    const s = buildSchedule(
      terms({ startDate: "2026-01-01", endDate: "2026-03-10", totalRent: 100_000 }),
      VAT,
    );
    expect(s.map((i) => [i.periodStart, i.periodEnd, i.rent])).toEqual([
      ["2026-01-01", "2026-01-31", 33_333],
      ["2026-02-01", "2026-02-28", 33_333],
      ["2026-03-01", "2026-03-10", 33_334],
    ]);
  });

  it("takes Ejar's other payment cycles and reads an unknown one as monthly", () => {
    expect(cycleMonths("quarterly")).toBe(3);
    expect(cycleMonths("semi_annual")).toBe(6);
    expect(cycleMonths("annual")).toBe(12);
    expect(cycleMonths("weekly")).toBe(1);
    expect(dues(terms({ billingType: "semi_annual" }))).toEqual(["2026-01-01", "2026-07-01"]);
    expect(dues(terms({ billingType: "annual", endDate: "2028-12-31" }))).toHaveLength(3);
  });

  it("adds 15 % VAT to commercial rent due from the effective date; residential rent is exempt", () => {
    const commercial = buildSchedule(
      terms({
        contractType: "commercial",
        startDate: "2020-05-01",
        endDate: "2020-08-31",
        totalRent: 400_003,
      }),
      VAT,
    );
    expect(commercial.map((i) => [i.dueDate, i.rent, i.vat, i.total])).toEqual([
      ["2020-05-01", 100_000, 0, 100_000],
      ["2020-06-01", 100_000, 0, 100_000],
      ["2020-07-01", 100_000, 15_000, 115_000],
      // 100,003 × 0.15 = 15,000.45 → 15,000 halalas.
      ["2020-08-01", 100_003, 15_000, 115_003],
    ]);
    expect(buildSchedule(terms(), VAT).every((i) => i.vat === 0)).toBe(true);
    // Half a halala rounds up: 10 × 0.15 = 1.5 → 2.
    const half = buildSchedule(
      terms({ contractType: "commercial", endDate: "2026-01-31", totalRent: 10 }),
      VAT,
    );
    expect(half[0]).toMatchObject({ rent: 10, vat: 2, total: 12 });
  });

  it("has no schedule without a start date or with an end before the start", () => {
    expect(buildSchedule(terms({ startDate: null }), VAT)).toEqual([]);
    expect(buildSchedule(terms({ endDate: "2025-12-31" }), VAT)).toEqual([]);
  });

  it("turns SAR with halalas into integer halalas", () => {
    expect(toHalalas(36000.5)).toBe(3_600_050);
    expect(toHalalas(0.29)).toBe(29);
    expect(toHalalas(1_000_000_000)).toBe(100_000_000_000);
  });

  it("sums exactly to the total, none negative, for any term, cycle and amount", () => {
    const day = fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 11, 31) })
      .map((ms) => new Date(ms - (ms % 86_400_000)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.constantFrom("monthly", "quarterly", "semi_annual", "annual"),
        fc.constantFrom("residential", "commercial"),
        (start, days, total, billingType, contractType) => {
          const end = new Date(Date.parse(start) + days * 86_400_000).toISOString().slice(0, 10);
          const s = buildSchedule(
            terms({ startDate: start, endDate: end, totalRent: total, billingType, contractType }),
            VAT,
          );
          expect(s.length).toBeGreaterThan(0);
          expect(s.reduce((sum, i) => sum + i.rent, 0)).toBe(total);
          for (const i of s) {
            expect(Number.isInteger(i.rent) && Number.isInteger(i.vat)).toBe(true);
            expect(i.rent).toBeGreaterThanOrEqual(0);
            expect(i.total).toBe(i.rent + i.vat);
            expect(i.periodStart <= i.periodEnd && i.periodEnd <= end).toBe(true);
          }
          // Periods follow each other without gap or overlap.
          s.slice(1).forEach((i, k) => {
            const prevEnd = Date.parse(s[k]!.periodEnd);
            expect(Date.parse(i.periodStart) - prevEnd).toBe(86_400_000);
          });
        },
      ),
    );
  });
});

// Each cycle the contract form offers (lib/rental/contract-kinds.ts) past monthly, above: the
// month-end start, 29 February, the short last period and the rounding.
describe("quarterly, semi-annual and annual schedules", () => {
  const schedule = (over: Partial<ScheduleTerms>) =>
    buildSchedule(terms(over), VAT).map((i) => [i.periodStart, i.periodEnd, i.rent]);

  it("offers exactly the cycles the schedule knows", () => {
    expect(BILLING_TYPES.map(cycleMonths)).toEqual([1, 3, 6, 12]);
  });

  it("keeps a month-end start on each period's month-end, without drifting", () => {
    const end = { totalRent: 400_000 };
    expect(
      schedule({
        ...end,
        billingType: "quarterly",
        startDate: "2026-01-31",
        endDate: "2027-01-30",
      }),
    ).toEqual([
      ["2026-01-31", "2026-04-29", 100_000],
      ["2026-04-30", "2026-07-30", 100_000],
      ["2026-07-31", "2026-10-30", 100_000],
      ["2026-10-31", "2027-01-30", 100_000],
    ]);
    expect(
      schedule({
        ...end,
        billingType: "semi_annual",
        startDate: "2026-08-31",
        endDate: "2027-08-30",
      }),
    ).toEqual([
      ["2026-08-31", "2027-02-27", 200_000],
      ["2027-02-28", "2027-08-30", 200_000],
    ]);
    expect(
      schedule({ ...end, billingType: "annual", startDate: "2026-08-31", endDate: "2028-08-30" }),
    ).toEqual([
      ["2026-08-31", "2027-08-30", 200_000],
      ["2027-08-31", "2028-08-30", 200_000],
    ]);
  });

  it("falls due on 29 February in a leap year and on the 28th otherwise", () => {
    // Starting on 29 February, for two years: the 29th where there is one.
    expect(
      dues(
        terms({ billingType: "semi_annual", startDate: "2028-02-29", endDate: null, duration: 2 }),
      ),
    ).toEqual(["2028-02-29", "2028-08-29", "2029-02-28", "2029-08-29"]);
    expect(
      dues(terms({ billingType: "annual", startDate: "2028-02-29", endDate: null, duration: 3 })),
    ).toEqual(["2028-02-29", "2029-02-28", "2030-02-28"]);
    // Starting on 31 August: half a year later is 29 February in a leap year.
    expect(
      dues(terms({ billingType: "semi_annual", startDate: "2027-08-31", endDate: "2028-08-30" })),
    ).toEqual(["2027-08-31", "2028-02-29"]);
  });

  it("ends with a short last period when the term is not whole cycles, sharing the rent equally", () => {
    expect(
      schedule({ billingType: "quarterly", endDate: "2026-08-15", totalRent: 100_000 }),
    ).toEqual([
      ["2026-01-01", "2026-03-31", 33_333],
      ["2026-04-01", "2026-06-30", 33_333],
      ["2026-07-01", "2026-08-15", 33_334],
    ]);
    expect(
      schedule({ billingType: "semi_annual", endDate: "2026-09-30", totalRent: 100_001 }),
    ).toEqual([
      ["2026-01-01", "2026-06-30", 50_000],
      ["2026-07-01", "2026-09-30", 50_001],
    ]);
    expect(
      schedule({ billingType: "annual", endDate: "2028-03-31", totalRent: 10_000_000 }),
    ).toEqual([
      ["2026-01-01", "2026-12-31", 3_333_333],
      ["2027-01-01", "2027-12-31", 3_333_333],
      ["2028-01-01", "2028-03-31", 3_333_334],
    ]);
  });

  it("rounds: the last instalment absorbs the halalas left over, VAT half up to the halala", () => {
    const quarterly = buildSchedule(
      terms({ billingType: "quarterly", contractType: "commercial", totalRent: 1_000_003 }),
      VAT,
    );
    // 1,000,003 / 4 = 250,000.75: three of 250,000, the last 250,003; 15 % of that is 37,500.45.
    expect(quarterly.map((i) => [i.rent, i.vat, i.total])).toEqual([
      [250_000, 37_500, 287_500],
      [250_000, 37_500, 287_500],
      [250_000, 37_500, 287_500],
      [250_003, 37_500, 287_503],
    ]);
    // SAR 0.30 a year, commercial: 4.5 halalas of VAT round up to 5.
    expect(
      buildSchedule(
        terms({ billingType: "annual", contractType: "commercial", totalRent: 30 }),
        VAT,
      ),
    ).toEqual([
      {
        seq: 1,
        periodStart: "2026-01-01",
        periodEnd: "2026-12-31",
        dueDate: "2026-01-01",
        rent: 30,
        vat: 5,
        total: 35,
      },
    ]);
    // 100,001 halalas in two halves: 50,000 and 50,001.
    expect(
      buildSchedule(terms({ billingType: "semi_annual", totalRent: 100_001 }), VAT).map(
        (i) => i.rent,
      ),
    ).toEqual([50_000, 50_001]);
  });
});

describe("realigning a changed schedule", () => {
  it("keeps paid instalments and moves the rest, the last unpaid absorbing the difference", () => {
    const moved = buildSchedule(terms({ startDate: "2026-02-01", endDate: "2027-01-31" }), VAT);
    const paid = new Map([[1, { rent: 566_666 }]]);
    const open = realign(moved, paid, 6_800_000, "residential", VAT);
    expect(open.map((i) => i.seq)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(open[0]!.dueDate).toBe("2026-03-01");
    expect(566_666 + open.reduce((sum, i) => sum + i.rent, 0)).toBe(6_800_000);
  });

  it("never asks for less than nothing when more was paid than the new total", () => {
    const smaller = buildSchedule(terms({ totalRent: 1_200 }), VAT);
    const open = realign(smaller, new Map([[1, { rent: 566_666 }]]), 1_200, "residential", VAT);
    expect(open.every((i) => i.rent >= 0)).toBe(true);
  });
});
