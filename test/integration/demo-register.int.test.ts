import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { createTestDatabase } from "../databases";
import { environments } from "./environments";
import { signIn } from "./http";
import { newAuthSecret, startDashboard, startService, type Running } from "./processes";

// A fresh demo, as `npm run demo` starts it: the rental service with its demo data and the built
// dashboard with DEMO_MODE on (and the demo register, which the other suites turn off). On its
// first start the dashboard makes the demo register in the background; the overview then shows
// contracts, decisions and a forecast. A restart on the same database does not make it again.

// A dashboard starts (PGlite: migrations, demo users) and makes 26 contracts: slow on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

type Overview = {
  contracts: {
    total: number;
    decisionsOverdue: number;
    decisionsWithin: Record<string, number>;
    endingWithin: Record<string, number>;
  };
  decisionsDue: { id: number }[];
  endingSoon: { id: number }[];
  forecast: { gregory: { contracts: number }[] };
};
type Page = { data: { id: number; deleted: boolean }[]; meta: { pagination: { total: number } } };
type Statement = {
  instalments: { due_date: string; total: number; paid: number; status: string }[];
  payments: {
    paid_on: string;
    method: string;
    receipt_year: number;
    receipt_number: number;
    voided_at: string | null;
    void_reason: string | null;
    allocated: number;
  }[];
};

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The first log line matching `pattern`, waiting for it to be written. */
async function logLine(file: string, pattern: RegExp, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = readFileSync(file, "utf8")
      .split("\n")
      .find((l) => pattern.test(l));
    if (line) return line;
    if (Date.now() > deadline) throw new Error(`no log line ${pattern} in ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(environments())("a fresh demo on $kind", ({ kind }) => {
  const logDir = mkdtempSync(path.join(tmpdir(), "rental-desk-demo-register-"));
  const serviceDb = createTestDatabase(kind, "demo_reg_service");
  const dashboardDb = createTestDatabase(kind, "demo_reg_dash");
  const authSecret = newAuthSecret();
  const started: Running[] = [];
  let service: Running;
  let made: number;

  const startDemo = async (name: string) => {
    const dashboard = await startDashboard({
      rentalUrl: service.url,
      db: dashboardDb,
      logDir,
      authSecret,
      name,
      // The upstream budget's pace (5 requests a second) is budget.test.ts's to prove: at 50 the
      // demo register is made in a few seconds instead of half a minute.
      extraEnv: { DEMO_REGISTER: "1", UPSTREAM_BACKGROUND_RPS: "50" },
    });
    started.push(dashboard);
    return dashboard;
  };

  beforeAll(async () => {
    // The demo's own seed size keeps the test quick; 40 properties have units enough.
    service = await startService({
      db: serviceDb,
      logDir,
      name: "demo-service",
      extraEnv: { RENTAL_SERVICE_SEED_PROPERTIES: "40", RENTAL_SERVICE_SEED_PARTIES: "60" },
    });
    started.push(service);
  });
  afterAll(async () => {
    await Promise.all(started.map((p) => p.stop()));
    await Promise.all([serviceDb.cleanup(), dashboardDb.cleanup()]);
    if (process.env.KEEP_TEST_LOGS !== "1") rmSync(logDir, { recursive: true, force: true });
  });

  it("shows a populated register and decisions on the overview", async () => {
    const dashboard = await startDemo("demo-first");
    const line = await logLine(dashboard.logFile, /demo register: \d+ contracts made/);
    made = Number(/demo register: (\d+) contracts made/.exec(line)![1]);
    expect(made).toBe(26);

    const manager = await signIn(dashboard.url, "manager");
    const overview = (await manager.get("/api/overview")).json as { data: Overview };
    const { contracts, decisionsDue, endingSoon, forecast } = overview.data;
    expect(contracts.total).toBe(24);
    expect(contracts.decisionsOverdue).toBe(3);
    expect(contracts.decisionsWithin).toEqual({ "7": 2, "30": 5, "60": 8 });
    expect(contracts.endingWithin).toEqual({ "30": 2, "60": 5, "90": 8 });
    expect(decisionsDue.length).toBeGreaterThan(0);
    expect(endingSoon.length).toBeGreaterThan(0);
    expect(forecast.gregory.filter((m) => m.contracts > 0).length).toBeGreaterThanOrEqual(9);

    // The page itself, rendered on the server, lists the decisions with links to the contracts.
    const page = await manager.get("/");
    expect(page.status).toBe(200);
    expect(page.text).toContain(`href="/contracts/${decisionsDue[0]!.id}"`);

    const register = (await manager.get("/api/contracts?includeDeleted=true&pageSize=100"))
      .json as Page;
    expect(register.meta.pagination.total).toBe(made);
    expect(register.data.filter((c) => c.deleted)).toHaveLength(2);

    // The day's sweep ran as the dashboard started, before the register existed: once it is
    // made, its items are made too, so the bell has something on the demo's first day.
    await vi.waitFor(
      async () => {
        const unread = (await manager.get("/api/notifications/unread")).json as {
          data: { unread: number };
        };
        expect(unread.data.unread).toBeGreaterThan(0);
      },
      { timeout: 30_000, interval: 500 },
    );
  });

  it("gives the contracts a payment history worth opening, each payment receipted and audited", async () => {
    const manager = await signIn(started.at(-1)!.url, "manager");
    const register = (await manager.get("/api/contracts?includeDeleted=true&pageSize=100"))
      .json as Page;
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Riyadh" }).format(new Date());
    const oldest = new Map<string, number>();
    const payments: Statement["payments"] = [];
    const instalments: Statement["instalments"] = [];
    for (const contract of register.data) {
      const answer = await manager.get(`/api/rent-roll/contracts/${contract.id}`);
      expect(answer.status, answer.text).toBe(200);
      const statement = (answer.json as { data: Statement }).data;
      payments.push(...statement.payments);
      instalments.push(...statement.instalments);
      const owing = statement.instalments.filter((i) => i.status === "overdue");
      if (owing.length) {
        const days = daysBetween(owing[0]!.due_date, today);
        const bucket = days > 90 ? "90+" : days > 60 ? "61-90" : days > 30 ? "31-60" : "1-30";
        oldest.set(bucket, (oldest.get(bucket) ?? 0) + 1);
      }
    }
    // A few contracts in each ageing bucket, by their oldest unpaid instalment.
    for (const bucket of ["1-30", "31-60", "61-90", "90+"])
      expect(oldest.get(bucket), bucket).toBeGreaterThanOrEqual(2);
    expect(payments.length).toBeGreaterThan(100);
    expect(payments.every((p) => p.paid_on < today)).toBe(true);
    // Receipts run from 1 without a gap or a repeat in each year, in the order of the dates.
    const byReceipt = [...payments].sort(
      (a, b) => a.receipt_year - b.receipt_year || a.receipt_number - b.receipt_number,
    );
    for (const year of new Set(byReceipt.map((p) => p.receipt_year))) {
      const numbers = byReceipt.filter((p) => p.receipt_year === year).map((p) => p.receipt_number);
      expect(numbers).toEqual(numbers.map((_, k) => k + 1));
    }
    expect(byReceipt.map((p) => p.paid_on)).toEqual(payments.map((p) => p.paid_on).sort());
    const voided = payments.filter((p) => p.voided_at);
    expect(voided).toHaveLength(1);
    expect(voided[0]).toMatchObject({ method: "cheque", allocated: 0 });
    expect(voided[0]!.void_reason).toBeTruthy();
    expect(instalments.some((i) => i.status === "overdue" && i.paid > 0)).toBe(true);
    expect(instalments.some((i) => i.status === "partly_paid")).toBe(true);
    // Each payment and the void audited once, as the demo manager.
    const admin = await signIn(started.at(-1)!.url, "admin");
    const records = (await admin.get("/api/audit?action=payment.record&pageSize=1")).json as Page;
    expect(records.meta.pagination.total).toBe(payments.length);
    const voids = (await admin.get("/api/audit?action=payment.void&pageSize=1")).json as Page;
    expect(voids.meta.pagination.total).toBe(1);
  });

  it("is not made again when the dashboard restarts on the same database", async () => {
    await started.pop()!.stop();
    const dashboard = await startDemo("demo-second");
    await logLine(dashboard.logFile, /demo register: made before/);
    const admin = await signIn(dashboard.url, "admin");
    const register = (await admin.get("/api/contracts?includeDeleted=true&pageSize=100"))
      .json as Page;
    expect(register.meta.pagination.total).toBe(made);
    const claims = (await admin.get("/api/audit?action=demo.register")).json as Page;
    expect(claims.meta.pagination.total).toBe(1);
  });
});
