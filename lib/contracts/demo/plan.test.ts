import { describe, expect, it } from "vitest";

import { buildForecast, type EndingGroup } from "@/lib/overview/forecast";
import { addDays, endForDuration } from "@/lib/rental/contract-period";
import { decisionDate } from "@/lib/rental/decision-date";

import { buildSchedule } from "@/lib/rent-roll/schedule";

import {
  AGEING_BUCKETS,
  BOUNCED_CHEQUE_REASON,
  bucketOf,
  daysBetween,
  planPaymentHistory,
  type HistoryContract,
  type HistoryEvent,
} from "./history";
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

// The payment history (history.ts) on each contract's schedule as the ledger builds it
// (lib/rent-roll/schedule.ts), allocated oldest first as the ledger allocates it (store.ts):
// every ageing bucket has contracts, one payment is voided, some are late or partial, and most
// are on time; every payment is dated before today.
describe.each(TODAYS)("the demo payment history planned on %s", (today) => {
  const vat = { rateBasisPoints: 1500, effectiveFrom: "2018-01-01" };
  const contracts: HistoryContract[] = demoRegisterPlan(today).map((c, k) => {
    const r = registered(c, today);
    const schedule = buildSchedule(
      {
        contractType: c.contract_type,
        billingType: "monthly",
        totalRent: 3_000_000 * c.years + k * 100,
        startDate: c.start_date,
        endDate: r.end === today && c.then === "terminate" ? c.end_date : r.end,
        duration: c.years,
      },
      vat,
    );
    // A terminated contract keeps what fell due; a deleted draft has no schedule.
    const kept =
      c.then === "delete"
        ? []
        : c.then === "terminate"
          ? schedule.filter((i) => i.dueDate <= today)
          : schedule;
    return { id: 100 + k, role: c.role, instalments: kept };
  });
  const history = planPaymentHistory(contracts, today);
  const ledger = allocate(contracts, history.events);
  const payments = history.events.filter((e) => e.kind === "payment");

  it("is the same every time it is planned for the same day", () => {
    expect(planPaymentHistory(contracts, today)).toEqual(history);
  });

  it("dates every payment and void before today, and pays no draft", () => {
    expect(payments.length).toBeGreaterThan(100);
    for (const e of history.events)
      expect((e.kind === "payment" ? e.paidOn : e.on) < today).toBe(true);
    const drafts = contracts.filter((c) => c.role === "draft" || c.role === "deleted");
    expect(drafts.length).toBe(3);
    for (const c of drafts) expect(payments.filter((p) => p.contractId === c.id)).toEqual([]);
    expect(new Set(payments.map((p) => p.key)).size).toBe(payments.length);
  });

  it("has contracts whose oldest unpaid instalment is in each ageing bucket", () => {
    const oldest = new Map<string, number>();
    for (const c of contracts) {
      const unpaid = ledger
        .get(c.id)!
        .filter((i) => i.paid < i.total && i.dueDate < today)
        .map((i) => daysBetween(i.dueDate, today));
      const bucket = unpaid.length ? bucketOf(Math.max(...unpaid)) : null;
      if (bucket) oldest.set(bucket, (oldest.get(bucket) ?? 0) + 1);
    }
    for (const b of AGEING_BUCKETS) expect(oldest.get(b.name), b.name).toBeGreaterThanOrEqual(2);
  });

  it("has one voided payment, a bounced cheque paid again, and partial payments", () => {
    const voids = history.events.filter((e) => e.kind === "void");
    expect(voids).toHaveLength(1);
    const bounced = payments.find((p) => p.key === voids[0]!.key)!;
    expect(bounced.method).toBe("cheque");
    expect(voids[0]!.reason).toBe(BOUNCED_CHEQUE_REASON);
    const all = [...ledger.values()].flat();
    // Overdue with part paid, and a future instalment paid in part ahead.
    expect(all.some((i) => i.dueDate < today && i.paid > 0 && i.paid < i.total)).toBe(true);
    expect(all.some((i) => i.dueDate >= today && i.paid > 0 && i.paid < i.total)).toBe(true);
    const behaviours = [...history.behaviours.values()];
    for (const b of ["split", "late", "advance", "bounced-cheque"])
      expect(behaviours, b).toContain(b);
  });

  it("has most instalments paid on time, and some late", () => {
    const paidDay = new Map<string, string>();
    const due = new Map(
      contracts.flatMap((c) => c.instalments.map((i) => [`${c.id}:${i.seq}`, i.dueDate])),
    );
    for (const [id, rows] of ledger)
      for (const row of rows)
        if (row.paidInFullOn) paidDay.set(`${id}:${row.seq}`, row.paidInFullOn);
    const late = [...paidDay].filter(([k, day]) => day > due.get(k)!).length;
    expect(paidDay.size).toBeGreaterThan(100);
    expect(late).toBeGreaterThan(10);
    expect(late / paidDay.size).toBeLessThan(0.3);
  });
});

type LedgerRow = {
  seq: number;
  dueDate: string;
  total: number;
  paid: number;
  paidInFullOn?: string;
};

/** The ledger's allocation (store.ts), oldest unpaid first; a void reverses its payment's. */
function allocate(contracts: HistoryContract[], events: HistoryEvent[]) {
  const rows = new Map<number, LedgerRow[]>(
    contracts.map((c) => [c.id, c.instalments.map((i) => ({ ...i, paid: 0 }))]),
  );
  const allocations = new Map<string, [LedgerRow, number][]>();
  for (const e of events) {
    const own = rows.get(e.contractId)!;
    if (e.kind === "void") {
      for (const [row, amount] of allocations.get(e.key)!) {
        row.paid -= amount;
        delete row.paidInFullOn;
      }
      continue;
    }
    let left = e.amount;
    const made: [LedgerRow, number][] = [];
    for (const row of own) {
      const amount = Math.min(row.total - row.paid, left);
      if (amount <= 0) continue;
      row.paid += amount;
      left -= amount;
      made.push([row, amount]);
      if (row.paid === row.total) row.paidInFullOn = e.paidOn;
    }
    allocations.set(e.key, made);
  }
  return rows;
}
