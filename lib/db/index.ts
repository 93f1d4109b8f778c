import "server-only";

import path from "node:path";

import { openDashboardDatabase, type DashboardDb } from "@/lib/db/database";
import { env } from "@/lib/env";
import { ensureDemoUsers } from "@/lib/users/demo";

// The dashboard's database for this process, opened on first use (never during `next build`).
// In demo mode the first use also makes sure the three demo users exist.

const handle = openDashboardDatabase({
  url: env.DATABASE_URL,
  dataDir: path.resolve(env.DASHBOARD_DATA_DIR),
  pgSchema: env.DATABASE_SCHEMA,
});

let ready: Promise<DashboardDb> | null = null;

export function getDb(): Promise<DashboardDb> {
  ready ??= prepare().catch((error: unknown) => {
    ready = null; // let the next request try again
    throw error;
  });
  return ready;
}

async function prepare(): Promise<DashboardDb> {
  const db = await handle.get();
  if (env.DEMO_MODE) await ensureDemoUsers(db);
  return db;
}

export const databaseKind = handle.kind;
