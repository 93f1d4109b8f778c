import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, it, vi } from "vitest";

// Next builds each route into a bundle of its own, each with its own copy of lib/shared/connect.ts,
// while the database is opened once per process: a database opened through one copy must be
// known to every other (a session check asks its kind on every request).

it("knows the kind of a database opened through another copy of the module", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "connect-bundles-"));
  const opener = await import("@/lib/shared/connect");
  vi.resetModules();
  const other = await import("@/lib/shared/connect");
  expect(other).not.toBe(opener);
  const handle = opener.createDatabase({
    schema: {},
    migrationsFolder: path.join(process.cwd(), "lib/db/migrations"),
    dataDir,
  });
  try {
    const db = await handle.get();
    expect(other.databaseKind(db)).toBe("pglite");
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
