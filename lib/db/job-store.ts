import "server-only";

import { env } from "@/lib/env";

// Where the job engine (pg-boss) keeps its tables: on PostgreSQL a schema of its own beside the
// dashboard's; on PGlite the one open directory (each user of it says how it shares it). The deed
// sync, the notifications' sweep and the digest's clock all start their engines from this.

/** pg-boss's schema on PostgreSQL: beside the dashboard's, in one of its own. */
export function jobsSchemaOf(dashboardSchema: string): string {
  return `${dashboardSchema}_jobs`;
}

export type JobStore = { kind: "pglite" } | { kind: "postgres"; url: string; schema: string };

/** This instance's job store, from DATABASE_URL and DATABASE_SCHEMA. */
export function jobStore(): JobStore {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL, schema: jobsSchemaOf(env.DATABASE_SCHEMA) }
    : { kind: "pglite" };
}
