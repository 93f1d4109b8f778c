import path from "node:path";

import { auditBackfill } from "@/lib/audit/search-text";
import { createDatabase, type Database, type DatabaseHandle } from "@/lib/shared/connect";
import { dashboardSchema, type DashboardSchema } from "@/lib/db/schema";

// The dashboard database without any configuration of its own: the app opens it from lib/env
// (lib/db/index.ts); tests and scripts open it where they choose.

export type DashboardDb = Database<DashboardSchema>;
export type DashboardDbHandle = DatabaseHandle<DashboardSchema>;

export const DASHBOARD_MIGRATIONS = path.join(process.cwd(), "lib/db/migrations");

export function openDashboardDatabase(options: {
  url?: string;
  dataDir: string;
  pgSchema?: string;
}): DashboardDbHandle {
  return createDatabase({
    schema: dashboardSchema,
    migrationsFolder: DASHBOARD_MIGRATIONS,
    url: options.url,
    dataDir: options.dataDir,
    pgSchema: options.pgSchema,
    backfills: [auditBackfill],
    // The session check's cache (lib/auth/session-cache.ts) is exact only if it hears of every
    // write to these.
    watch: ["users", "sessions"],
  });
}
