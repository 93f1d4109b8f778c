import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";

import { insertAudit } from "@/lib/audit/store";
import { openDashboardDatabase, type DashboardDb } from "@/lib/db/database";
import { arrearsPage, moneySummary } from "@/lib/rent-roll/arrears";
import { recordPaymentAudited } from "@/lib/rent-roll/payment-actions";
import { statementOf } from "@/lib/rent-roll/statement";

import { ROOT } from "../test/integration/processes";
import { round, type Details } from "./context";
import type { LedgerOperationName } from "./ledger-keys";
import type { Results } from "./results";
import { dashboardSession } from "./session";
import { startDashboard, startService, type Proc } from "./stack";

// `ledger`: the rent roll's ledger at an office's scale, in process (no HTTP), on PostgreSQL: a
// schema of its own seeded with SQL (generate_series, one statement a table) with 10,000
// contracts in the register and their ledger accounts, 60 monthly instalments each (600,000)
// and 300,000 payments each allocated to its instalment. Each operation is timed alone
// (concurrency 1) and ten at a time (concurrency 10: ten loops, each waiting for its own), p50
// and p99 of each call, and its SQL statements are counted through the driver (postgres.js's
// `debug` hook: every statement sent, BEGIN and COMMIT included). The operations are a list:
// recording a payment (the payment route's own code, lib/rent-roll/payment-actions.ts: the
// ledger's transaction — account lock, receipt number, allocation — then the audit row and the
// answer), a contract's statement, and the arrears page and money summary of
// lib/rent-roll/arrears.ts once that module exists.
//
// Then the arrears page's first HTML through HTTP (`ledger.arrears_html_p50_ms`, no target: it
// carries the framework's own cost, the session check and the render): the existing build
// (`npm run build`; none, and it is skipped) under `next start`, its database the same seeded
// schema (DATABASE_URL and DATABASE_SCHEMA), a rental service on PGlite beside it for what the
// dashboard asks upstream, a signed-in manager's GET /arrears read to its end, one at a time.

export type LedgerOptions = {
  databaseUrl: string;
  contracts: number;
  keepData: boolean;
  quick: boolean;
  /** Loopback ports of the dashboard and rental service behind the arrears page's HTML. */
  ports: { service: number; dashboard: number };
};

/** What an operation is given: the database, a fixed `now`, the seeded contracts' count. */
type LedgerEnv = { db: DashboardDb; now: Date; contracts: number };
type Run = (call: number) => Promise<unknown>;

export type LedgerOperation = {
  /** The figure keys' stem: `ledger.<name>_p50_ms`, … (bench/ledger-keys.ts) */
  name: LedgerOperationName;
  what: string;
  /** The call to time, or why it cannot be measured yet. */
  prepare: (env: LedgerEnv) => Promise<Run | { skipped: string }>;
};

/** A contract among the seeded ones, spread by a multiplicative hash (the same on every run). */
const contractFor = (call: number, contracts: number) => ((call * 2_654_435_761) % contracts) + 1;

const BENCH_USER = { id: "bench-user", email: "bench@bench.test", role: "manager" as const };

export const LEDGER_OPERATIONS: LedgerOperation[] = [
  {
    name: "record_payment",
    what: "record one payment: recordPaymentAudited (lock, receipt, allocation, audit row, answer)",
    prepare: async ({ db, now, contracts }) => {
      const run = `${now.getTime().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      return (call) =>
        recordPaymentAudited(
          db,
          {
            contractId: contractFor(call, contracts),
            amount: 150_000 + (call % 97) * 1_000,
            paidOn: now.toISOString().slice(0, 10),
            method: "bank_transfer",
            reference: `TRF-${call}`,
            idempotencyKey: `bench-${run}-${call}`,
            userId: BENCH_USER.id,
          },
          (entry) =>
            insertAudit(db, {
              ...entry,
              userId: BENCH_USER.id,
              userEmail: BENCH_USER.email,
              role: BENCH_USER.role,
              requestId: `bench-${run}-${call}`,
            }),
          now,
        );
    },
  },
  {
    name: "statement",
    what: "a contract's statement: statementOf (60 instalments, about 30 payments)",
    prepare:
      async ({ db, now, contracts }) =>
      (call) =>
        statementOf(db, contractFor(call + 7, contracts), now),
  },
  {
    name: "arrears_page",
    what: "the arrears page: arrearsPage(db, {}, 1, now), first page of 50 with bucket totals",
    prepare:
      async ({ db, now }) =>
      () =>
        arrearsPage(db, {}, 1, now),
  },
  {
    name: "money_summary",
    what: "the money summary: moneySummary(db, now)",
    prepare:
      async ({ db, now }) =>
      () =>
        moneySummary(db, now),
  },
];

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** Latencies of `calls` calls by `concurrency` loops, after a warm-up. */
async function measure(run: Run, calls: number, concurrency: number, offset: number) {
  for (let i = 0; i < 5; i++) await run(offset - 1 - i);
  const samples: number[] = [];
  let next = 0;
  const loop = async () => {
    while (next < calls) {
      const call = offset + next++;
      const started = performance.now();
      await run(call);
      samples.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 0.5),
    p99: percentile(samples, 0.99),
    perSecond: calls / seconds,
  };
}

export async function measureLedger(results: Results, details: Details, options: LedgerOptions) {
  const schema = `bench_ledger_${options.contracts}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "rental-desk-bench-ledger-"));
  // The migrations, as the dashboard opens its database.
  const handle = openDashboardDatabase({ url: options.databaseUrl, dataDir, pgSchema: schema });
  let statements = 0;
  const client = postgres(options.databaseUrl, {
    max: 10,
    onnotice: () => {},
    connection: { search_path: `${schema},public`, application_name: "rental-desk-bench" },
    debug: () => void statements++,
  });
  const db = drizzle(client) as unknown as DashboardDb;
  const ledger = results.ledger;
  try {
    await handle.get();
    await handle.close();
    const seeded = await seedLedger(client, options.contracts);
    ledger.seed_seconds = seeded.seconds === null ? null : round(seeded.seconds, 1);
    details.push(
      `PostgreSQL (${redactUrl(options.databaseUrl)}), schema \`${schema}\`: ${seeded.counts}.`,
      seeded.seconds === null
        ? "Seeded by an earlier run (`--keep-data`)."
        : `Seeded with SQL (generate_series, one INSERT … SELECT a table, then ANALYZE) in ${seeded.seconds.toFixed(1)} s.`,
      "",
      "| operation | SQL statements | p50 c1 | p99 c1 | p50 c10 | p99 c10 | calls/s c10 |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    const now = new Date();
    const env = { db, now, contracts: options.contracts };
    const calls = options.quick ? { c1: 50, c10: 100 } : { c1: 300, c10: 1000 };
    const notes: string[] = [];
    for (const [index, op] of LEDGER_OPERATIONS.entries()) {
      const run = await op.prepare(env);
      if ("skipped" in run) {
        details.push(`| ${op.name} | — | — | — | — | — | — |`);
        notes.push(`- \`${op.name}\` skipped: ${run.skipped}.`);
        console.log(`ledger: ${op.name} skipped: ${run.skipped}`);
        continue;
      }
      // Statements of one call, alone (the warm-up has prepared them).
      await run(1_000_000 * (index + 1) - 1);
      statements = 0;
      await run(1_000_000 * (index + 1));
      const queries = statements;
      const c1 = await measure(run, calls.c1, 1, 1_000_000 * (index + 1) + 10);
      const c10 = await measure(run, calls.c10, 10, 1_000_000 * (index + 1) + 100_000);
      Object.assign(ledger, {
        [`${op.name}_queries`]: queries,
        [`${op.name}_p50_ms`]: round(c1.p50),
        [`${op.name}_p99_ms`]: round(c1.p99),
        [`${op.name}_p50_ms_c10`]: round(c10.p50),
        [`${op.name}_p99_ms_c10`]: round(c10.p99),
      });
      const ms = (v: number) => `${v.toFixed(2)} ms`;
      details.push(
        `| ${op.name} | ${queries} | ${ms(c1.p50)} | ${ms(c1.p99)} | ${ms(c10.p50)} | ${ms(c10.p99)} | ${Math.round(c10.perSecond)} |`,
      );
      notes.push(`- \`${op.name}\`: ${op.what}.`);
      console.log(
        `ledger: ${op.name}: ${queries} statements, c1 p50 ${ms(c1.p50)} p99 ${ms(c1.p99)}, c10 p50 ${ms(c10.p50)} p99 ${ms(c10.p99)}`,
      );
    }
    details.push(
      "",
      `${calls.c1} calls at concurrency 1 and ${calls.c10} at concurrency 10 per operation, after 5 warm-up calls; contracts picked by a fixed hash. A payment is on a contract with about 30 instalments still open.`,
      "",
      ...notes,
    );
    await measureArrearsHtml(ledger, details, options, schema, calls.c1);
  } finally {
    await client.end({ timeout: 5 });
    rmSync(dataDir, { recursive: true, force: true });
    if (!options.keepData) {
      const admin = postgres(options.databaseUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      // The job engine's schema of the dashboard behind the arrears page's HTML (pg-boss).
      await admin.unsafe(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`);
      await admin.end();
    }
  }
}

/**
 * GET /arrears as a signed-in manager's browser asks it (cookie, `accept: text/html`), the whole
 * body read, `calls` times one after another after 5 warm-up requests: p50 and p99.
 */
async function measureArrearsHtml(
  ledger: Results["ledger"],
  details: Details,
  options: LedgerOptions,
  schema: string,
  calls: number,
) {
  if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) {
    details.push("", "- `arrears_html` skipped: no build (`npm run build` first).");
    console.log("ledger: arrears_html skipped: no build");
    return;
  }
  const workDir = mkdtempSync(path.join(tmpdir(), "rental-desk-bench-ledger-http-"));
  const procs: Proc[] = [];
  try {
    const service = await startService({
      port: options.ports.service,
      logFile: path.join(workDir, "service.log"),
      storage: { dataDir: path.join(workDir, "service-data") },
    });
    procs.push(service);
    const dashboard = await startDashboard({
      port: options.ports.dashboard,
      logFile: path.join(workDir, "dashboard.log"),
      rentalUrl: service.url,
      dataDir: path.join(workDir, "dashboard-data"),
      extraEnv: { DATABASE_URL: options.databaseUrl, DATABASE_SCHEMA: schema },
    });
    procs.push(dashboard);
    const { cookie } = await dashboardSession(dashboard.url, "manager");
    const headers = { cookie, accept: "text/html" };
    let bytes = 0;
    const get = async () => {
      const res = await fetch(`${dashboard.url}/arrears`, { headers, redirect: "manual" });
      const html = await res.text();
      if (res.status !== 200) throw new Error(`GET /arrears answered ${res.status}`);
      bytes = Buffer.byteLength(html);
      return html;
    };
    // The first page's rows are in the HTML (a name from the register, not a loading state).
    const first = await get();
    if (!/Open contract \d+|فتح العقد/.test(first))
      throw new Error("GET /arrears: no contract row in the first HTML");
    for (let i = 0; i < 5; i++) await get();
    const samples: number[] = [];
    for (let i = 0; i < calls; i++) {
      const started = performance.now();
      await get();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const p50 = percentile(samples, 0.5);
    const p99 = percentile(samples, 0.99);
    ledger.arrears_html_p50_ms = round(p50);
    ledger.arrears_html_p99_ms = round(p99);
    details.push(
      "",
      `- \`arrears_html\` (no target): a signed-in manager's \`GET /arrears\` on the build under \`next start\`, its database this schema, read to the end of the body (${Math.round(bytes / 1024)} kB of HTML, the first 50 rows and the bucket totals), ${calls} requests one at a time after 5 warm-up ones: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms.`,
    );
    console.log(`ledger: arrears_html: p50 ${p50.toFixed(2)} ms p99 ${p99.toFixed(2)} ms`);
  } finally {
    for (const proc of procs.reverse()) await proc.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return `${u.host}${u.pathname}`;
}

/**
 * The seed, in SQL: `n` contracts (1 in 10 commercial, 15 % VAT), each 5 years of monthly
 * instalments from a start 30 months before this month (spread over 28 days), and the first
 * 30 instalments of each paid on their due day, one payment and one allocation each, receipts
 * numbered per year in date order. A schema seeded before (`--keep-data`) is used as it is.
 */
async function seedLedger(sql: postgres.Sql, n: number) {
  const [existing] = await sql<{ n: number }[]>`select count(*)::int as n from rent_accounts`;
  if (existing!.n === n) return { seconds: null, counts: await counts(sql) };
  if (existing!.n > 0) throw new Error(`schema holds ${existing!.n} accounts, not ${n}: drop it`);
  const started = performance.now();
  await sql.begin(async (tx) => {
    await tx`
      create temporary table seed_terms on commit drop as
      select c as contract_id,
             (date_trunc('month', now()) - interval '30 months' + (c % 28) * interval '1 day')::date as start_date,
             case when c % 10 = 0 then 'commercial' else 'residential' end as contract_type,
             (200000 + (c * 7919) % 300000)::bigint as monthly_rent
      from generate_series(1, ${n}) as c`;
    await tx`
      insert into contract_register (contract_id, unit_id, parties, party_ids, contract_type,
        duration, total_rent, billing_type, start_date, end_date, status, created_by, updated_by)
      select contract_id, (100000 + contract_id)::text,
             jsonb_build_array(jsonb_build_object('role', 'lessor', 'id', 1),
                               jsonb_build_object('role', 'tenant', 'id', 2 + contract_id % 500)),
             array[1, 2 + contract_id % 500], contract_type, 5, monthly_rent * 60 / 100.0,
             'monthly', start_date, (start_date + interval '5 years' - interval '1 day')::date,
             'active', 'bench-user', 'bench-user'
      from seed_terms`;
    await tx`
      insert into rent_accounts (contract_id, status, contract_type, billing_type, total_rent,
        start_date, end_date, duration)
      select contract_id, 'active', contract_type, 'monthly', monthly_rent * 60, start_date,
             (start_date + interval '5 years' - interval '1 day')::date, 5
      from seed_terms`;
    await tx`
      insert into rent_instalments (id, contract_id, seq, period_start, period_end, due_date,
        rent, vat, total, status, paid)
      select (t.contract_id - 1) * 60 + s, t.contract_id, s,
             (t.start_date + (s - 1) * interval '1 month')::date,
             (t.start_date + s * interval '1 month' - interval '1 day')::date,
             (t.start_date + (s - 1) * interval '1 month')::date,
             t.monthly_rent, v.vat, t.monthly_rent + v.vat, 'due',
             -- The first 30 are paid in full below (rent_allocations): paid as store.ts keeps it.
             case when s <= 30 then t.monthly_rent + v.vat else 0 end
      from seed_terms t
      cross join generate_series(1, 60) as s
      cross join lateral (select case when t.contract_type = 'commercial'
                                      then (t.monthly_rent * 1500 + 5000) / 10000 else 0 end as vat) v`;
    await tx`
      insert into rent_payments (id, contract_id, amount, paid_on, method, reference,
        idempotency_key, receipt_year, receipt_number, recorded_by, created_at)
      select (i.contract_id - 1) * 30 + i.seq, i.contract_id, i.total, i.due_date, 'ejar_sadad', null,
             'seed-' || i.id, extract(year from i.due_date)::int,
             row_number() over (partition by extract(year from i.due_date) order by i.due_date, i.id),
             'bench-user', i.due_date + time '10:00'
      from rent_instalments i where i.seq <= 30`;
    await tx`
      insert into rent_allocations (payment_id, instalment_id, amount)
      select (contract_id - 1) * 30 + seq, id, total from rent_instalments where seq <= 30`;
    await tx`
      insert into receipt_counters (year, last)
      select receipt_year, max(receipt_number) from rent_payments group by receipt_year`;
    await tx`select setval(pg_get_serial_sequence('rent_instalments', 'id'), (select max(id) from rent_instalments))`;
    await tx`select setval(pg_get_serial_sequence('rent_payments', 'id'), (select max(id) from rent_payments))`;
  });
  await sql`analyze`;
  return { seconds: (performance.now() - started) / 1000, counts: await counts(sql) };
}

async function counts(sql: postgres.Sql): Promise<string> {
  const [row] = await sql<Record<string, number>[]>`
    select (select count(*)::int from contract_register) as register,
           (select count(*)::int from rent_accounts) as accounts,
           (select count(*)::int from rent_instalments) as instalments,
           (select count(*)::int from rent_payments) as payments,
           (select count(*)::int from rent_allocations) as allocations`;
  const f = (v: number) => v.toLocaleString("en");
  return `${f(row!.register!)} contracts in the register, ${f(row!.accounts!)} accounts, ${f(row!.instalments!)} instalments, ${f(row!.payments!)} payments, ${f(row!.allocations!)} allocations`;
}
