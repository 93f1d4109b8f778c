import { describe, expect, it } from "vitest";

import { buildForecast, type EndingGroup } from "@/lib/overview/forecast";
import { addDays, endForDuration } from "@/lib/rental/contract-period";
import { decisionDate } from "@/lib/rental/decision-date";

import { demoRegisterPlan, startForEnd, type DemoContract } from "./plan";

// The demo register's plan against the overview's windows, counted as the overview counts them
// (lib/contracts/summary.ts, lib/overview/forecast.ts), for days at month, year and leap-year
// edges: whatever day a demo first starts, every card has something to show.

const TODAYS = [
  "2026-11-22",
  "2026-11-30",
  "2026-12-31",
  "2027-01-01",
  "2027-01-31",
  "2027-02-28",
  "2028-02-29",
  "2028-03-01",
  "2028-12-31",
];

/** The contract as the register holds it once made: status on `today`, flagged if deleted. */
function registered(c: DemoContract, today: string) {
  const terminated = c.then === "terminate";
  const end = terminated ? today : c.end_date;
  const status = terminated
    ? "terminated"
    : c.start_date > today
      ? "draft"
      : end < today
        ? "expired"
        : "active";
  return {
    ...c,
    end,
    status,
    deleted: c.then !== "keep",
    decision: decisionDate(end, c.notice_days)!,
  };
}

describe.each(TODAYS)("the demo register planned on %s", (today) => {
  const rows = demoRegisterPlan(today).map((c) => registered(c, today));
  const live = rows.filter((r) => !r.deleted);
  const deciding = live.filter((r) => ["draft", "active"].includes(r.status) && r.end >= today);
  const within = (day: string, days: number) => day >= today && day <= addDays(today, days);

  it("has 20 to 30 contracts with real periods of whole years", () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.length).toBeLessThanOrEqual(30);
    for (const c of demoRegisterPlan(today)) {
      expect(c.start_date < c.end_date).toBe(true);
      // The rental service gives the period this duration (durationFor: the fewest years).
      expect(endForDuration(c.start_date, c.years) >= c.end_date).toBe(true);
      expect(endForDuration(c.start_date, c.years - 1) < c.end_date).toBe(true);
    }
  });

  it("has decisions overdue and due within 7, 30 and 60 days", () => {
    const overdue = deciding.filter((r) => r.decision < today);
    const due = (days: number) => deciding.filter((r) => within(r.decision, days)).length;
    expect(overdue.map((r) => r.role)).toEqual(["overdue", "overdue", "overdue"]);
    expect([due(7), due(30), due(60)]).toEqual([2, 5, 8]);
    for (const r of deciding.filter((d) => d.role.startsWith("decision-"))) {
      const days = Number(r.role.slice("decision-".length));
      expect(within(r.decision, days), `${r.role} ${r.decision}`).toBe(true);
    }
  });

  it("has contracts ending within 30, 60 and 90 days", () => {
    const ending = (days: number) => live.filter((r) => within(r.end, days)).length;
    expect([ending(30), ending(60), ending(90)]).toEqual([2, 5, 8]);
  });

  it("has every status, and one terminated and one deleted contract kept apart", () => {
    const count = (status: string) => live.filter((r) => r.status === status).length;
    expect(count("active")).toBeGreaterThanOrEqual(18);
    expect([count("draft"), count("expired")]).toEqual([2, 2]);
    expect(rows.filter((r) => r.deleted).map((r) => [r.role, r.status])).toEqual([
      ["terminated", "terminated"],
      ["deleted", "draft"],
    ]);
  });

  it("fills at least nine of the forecast's twelve months, in both calendars", () => {
    const groups: EndingGroup[] = deciding.map((r) => ({
      endDate: r.end,
      duration: r.years,
      contracts: 1,
      totalRent: 12_000 * r.years,
    }));
    const forecast = buildForecast(today, groups);
    for (const months of [forecast.gregory, forecast["islamic-umalqura"]]) {
      expect(months.filter((m) => m.contracts > 0).length).toBeGreaterThanOrEqual(9);
    }
  });
});

describe("startForEnd", () => {
  it.each([
    // end, years, start
    ["2027-11-21", 1, "2026-11-22"],
    ["2026-12-31", 1, "2026-01-01"],
    ["2027-01-01", 2, "2025-01-02"],
    // 29 February: the day after 28 February 2028 a year earlier does not exist.
    ["2028-02-28", 1, "2027-03-01"],
    ["2029-02-28", 1, "2028-03-01"],
    ["2028-02-29", 1, "2027-03-01"],
  ])("a contract ending %s after %i year(s) starts %s", (end, years, start) => {
    expect(startForEnd(end, years)).toBe(start);
  });
});
