import "server-only";

import path from "node:path";

import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { env } from "@/lib/env";
import { refreshDefaultDecisionDates } from "@/lib/contracts/store";
import { ensureDemoUsers } from "@/lib/auth/demo-users";

// The dashboard's database for this process, opened on first use (never during `next build`).
// In demo mode the first use also makes sure the three demo users exist. Every first use recounts
// the decision dates of contracts without a notice period if CONTRACT_DEFAULT_NOTICE_DAYS changed.
//
// One per process, kept on globalThis: Next.js may evaluate this module more than once (the
// instrumentation bundle, route bundles, dev reloads), and a PGlite directory must never be
// opened twice.

type State = { handle: DashboardDbHandle; ready: Promise<DashboardDb> | null };
const KEY = Symbol.for("rental-desk.dashboard-db");
const scope = globalThis as typeof globalThis & { [KEY]?: State };

function state(): State {
  scope[KEY] ??= {
    handle: openDashboardDatabase({
      url: env.DATABASE_URL,
      dataDir: path.resolve(env.DASHBOARD_DATA_DIR),
      pgSchema: env.DATABASE_SCHEMA,
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
  if (env.DEMO_MODE) await ensureDemoUsers(db);
  await refreshDefaultDecisionDates(db, env.CONTRACT_DEFAULT_NOTICE_DAYS);
  return db;
}

/** Closes the database (graceful shutdown); a later getDb() would open it again. */
export async function closeDb(): Promise<void> {
  const s = scope[KEY];
  if (!s) return;
  s.ready = null;
  await s.handle.close();
}
