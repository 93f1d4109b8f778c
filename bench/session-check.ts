import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import postgres from "postgres";

import { createSession, loadSession } from "@/lib/auth/sessions";
import { openDashboardDatabase, type DashboardDb } from "@/lib/db/database";
import { createUser, findUserById } from "@/lib/auth/users";

// `npm run bench -- --only sessions`: what a session check costs per API request, against the
// query it replaced. Before: one SELECT of the user by id. After: the session row joined to the
// user (one statement), and for API requests the rate-limit counters upserted in a CTE of that
// same statement. Timed sequentially (latency) on PGlite, and on PostgreSQL with
// BENCH_DATABASE_URL, over a table of 10,000 sessions.

type Kind = "pglite" | "postgres";

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

async function time(fn: () => Promise<unknown>, runs: number) {
  for (let i = 0; i < 50; i++) await fn(); // warm up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return stats(samples);
}

export async function benchSessions(kind: Kind, url?: string, runs = 2000) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rental-desk-bench-sessions-"));
  const pgSchema = `bench_sessions_${randomBytes(4).toString("hex")}`;
  const handle = openDashboardDatabase({ url, dataDir, pgSchema });
  try {
    const db: DashboardDb = await handle.get();
    const user = await createUser(db, {
      email: "bench@x.test",
      name: "B",
      role: "manager",
      password: "bench password long",
    });
    const others = await createUser(db, {
      email: "others@x.test",
      name: "O",
      role: "support",
      password: "bench password long",
    });
    for (let i = 0; i < 10_000; i++)
      await createSession(db, {
        userId: others.id,
        userAgent: "bench",
        address: `10.0.${i >> 8}.${i & 255}`,
      });
    const sessionId = await createSession(db, {
      userId: user.id,
      userAgent: "bench",
      address: "10.9.9.9",
    });
    const claim = { sessionId, userId: user.id };
    const keys = [`api:user:${user.id}`, "api:address:10.9.9.9"];

    const before = await time(() => findUserById(db, user.id), runs);
    const page = await time(() => loadSession(db, claim, []), runs);
    const api = await time(() => loadSession(db, claim, keys), runs);
    const row = (label: string, s: { median: number; p95: number }) =>
      console.log(
        `  ${label.padEnd(52)} median ${s.median.toFixed(3)} ms   p95 ${s.p95.toFixed(3)} ms`,
      );
    console.log(`\n${kind}: ${runs} sequential checks, 10,001 sessions in the table`);
    row("before: SELECT user by id", before);
    row("page: session ⋈ user (one statement)", page);
    row("API: session ⋈ user + rate-limit upsert (one statement)", api);
    console.log(`  added per API request: median ${(api.median - before.median).toFixed(3)} ms`);
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (url) {
      const sql = postgres(url, { max: 1, onnotice: () => {} });
      await sql.unsafe(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
      await sql.end();
    }
  }
}
