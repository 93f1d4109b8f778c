import path from "node:path";

import { createDatabase, type Database, type DatabaseHandle } from "@/lib/shared/connect";
import type { Backfill } from "@/lib/shared/backfill";

// The dashboard database without any configuration of its own: the app opens it from lib/env
// (lib/db/index.ts); tests and scripts open it where they choose.

// Queries name their tables (each feature's tables.ts); no relational schema is registered.
type NoSchema = Record<string, never>;
export type DashboardDb = Database<NoSchema>;
export type DashboardDbHandle = DatabaseHandle<NoSchema>;

export const DASHBOARD_MIGRATIONS = path.join(process.cwd(), "lib/db/migrations");

export function openDashboardDatabase(options: {
  url?: string;
  dataDir: string;
  pgSchema?: string;
  /** Derived columns to fill in after the migrations (the audit log's search text). */
  backfills?: readonly Backfill[];
}): DashboardDbHandle {
  return createDatabase({
    schema: {},
    migrationsFolder: DASHBOARD_MIGRATIONS,
    url: options.url,
    dataDir: options.dataDir,
    pgSchema: options.pgSchema,
    backfills: options.backfills,
    // The session check's cache (lib/auth/session-cache.ts) is exact only if it hears of every
    // write to these.
    watch: ["users", "sessions"],
  });
}
