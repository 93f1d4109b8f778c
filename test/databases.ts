import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import postgres from "postgres";

import { TEMPLATE_ENV } from "./pglite-template";

// Every test run gets its own storage: a fresh PGlite directory, and, where TEST_DATABASE_URL
// is set (CI sets it), a fresh PostgreSQL schema. Suites run against each with describe.each.

export type TestDatabase = {
  kind: "pglite" | "postgres";
  /** PostgreSQL URL (postgres only). */
  url?: string;
  /** PGlite directory (pglite only). */
  dataDir: string;
  /** PostgreSQL schema (postgres only). */
  pgSchema?: string;
  /** Removes the directory or drops the schema. */
  cleanup(): Promise<void>;
};

export function testDatabaseKinds(): TestDatabase["kind"][] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export function createTestDatabase(kind: TestDatabase["kind"], label: string): TestDatabase {
  const safeLabel = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .slice(0, 30);
  if (kind === "pglite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), `rental-desk-${safeLabel}-`));
    // An initialised cluster to start from, when the run made one (test/pglite-template.ts).
    const template = process.env[TEMPLATE_ENV];
    if (template) cpSync(template, dataDir, { recursive: true });
    return {
      kind,
      dataDir,
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const pgSchema = `t_${safeLabel}_${randomBytes(4).toString("hex")}`;
  return {
    kind,
    url,
    pgSchema,
    dataDir: "",
    cleanup: async () => {
      const sql = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
        // The job engine's schema beside it (lib/db/job-store.ts, jobsSchemaOf).
        await sql.unsafe(`DROP SCHEMA IF EXISTS "${pgSchema}_jobs" CASCADE`);
      } finally {
        await sql.end({ timeout: 5 });
      }
    },
  };
}
