import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";

// PGlite's first open of an empty directory runs initdb: 3-5 s of CPU on this 2-core machine,
// once for every test database. A copy of a directory that PGlite has already initialised (and
// closed) opens in under a second, as an existing database does in production. A test run's
// global setup makes one such directory and names it in PGLITE_TEMPLATE_DIR; createTestDatabase
// (test/databases.ts) copies it into each new PGlite directory. Without the variable, each test
// database starts empty and PGlite initialises it itself, as before.

export const TEMPLATE_ENV = "PGLITE_TEMPLATE_DIR";

/**
 * Makes the template and names it in process.env (inherited by workers and child processes);
 * returns its removal. The unit project's global setup (vitest.config.ts) and the end-to-end
 * run's (playwright.config.ts) are this function; the integration setup calls it.
 */
export default async function setUpPgliteTemplate(): Promise<() => void> {
  if (process.env[TEMPLATE_ENV]) return () => {};
  const dir = mkdtempSync(path.join(tmpdir(), "rental-desk-pglite-template-"));
  const client = await PGlite.create(dir);
  await client.close();
  process.env[TEMPLATE_ENV] = dir;
  return () => {
    delete process.env[TEMPLATE_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}
