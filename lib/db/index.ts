import "server-only";

import path from "node:path";

import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { env } from "@/lib/env";
import type { Backfill } from "@/lib/shared/backfill";

// The dashboard's database for this process, opened on first use (never during `next build`).
// What the first use does beyond the migrations (the audit log's backfill, the demo users, the
// register's decision dates) is handed in by the server's start (instrumentation-node.ts), which
// knows the features: this module knows none.
//
// One per process, kept on globalThis: Next.js may evaluate this module more than once (the
// instrumentation bundle, route bundles, dev reloads), and a PGlite directory must never be
// opened twice.

type State = { handle: DashboardDbHandle; ready: Promise<DashboardDb> | null };
/** Derived columns to fill in, and steps to run once the database is open, in order. */
export type DatabaseSetup = {
  backfills: readonly Backfill[];
  steps: readonly ((db: DashboardDb) => Promise<unknown>)[];
};
const KEY = Symbol.for("rental-desk.dashboard-db");
const SETUP = Symbol.for("rental-desk.dashboard-db-setup");
const scope = globalThis as typeof globalThis & { [KEY]?: State; [SETUP]?: DatabaseSetup };

/** Called once at start, before the first getDb(). */
export function setUpDatabase(setup: DatabaseSetup): void {
  if (scope[KEY]) throw new Error("setUpDatabase() after the database was opened");
  scope[SETUP] = setup;
}

function state(): State {
  scope[KEY] ??= {
    handle: openDashboardDatabase({
      url: env.DATABASE_URL,
      dataDir: path.resolve(env.DASHBOARD_DATA_DIR),
      pgSchema: env.DATABASE_SCHEMA,
      backfills: scope[SETUP]?.backfills,
    }),
    ready: null,
  };
  return scope[KEY];
}

export function getDb(): Promise<DashboardDb> {
  const s = state();
  s.ready ??= prepare(s.handle).catch((error: unknown) => {
    s.ready = null; // let the next request try again
    throw error;
  });
  return s.ready;
}

async function prepare(handle: DashboardDbHandle): Promise<DashboardDb> {
  const db = await handle.get();
  for (const step of scope[SETUP]?.steps ?? []) await step(db);
  return db;
}

/** Closes the database (graceful shutdown); a later getDb() would open it again. */
export async function closeDb(): Promise<void> {
  const s = scope[KEY];
  if (!s) return;
  s.ready = null;
  await s.handle.close();
}
