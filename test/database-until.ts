import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";

import { createDatabase } from "@/lib/shared/connect";

import type { TestDatabase } from "./databases";

// A database as an older release left it: only the migrations up to `lastTag` applied, rows
// written by raw SQL as the old code would have. Opening the same storage normally afterwards
// runs the newer migrations and the start-up backfills, as an upgrade does.

export async function createDatabaseUntil(options: {
  storage: TestDatabase;
  migrationsFolder: string;
  lastTag: string;
  statements: string[];
}): Promise<void> {
  const { storage } = options;
  const folder = mkdtempSync(path.join(tmpdir(), "rental-desk-old-migrations-"));
  try {
    cpSync(options.migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    const last = journal.entries.findIndex((e) => e.tag === options.lastTag);
    if (last < 0) throw new Error(`No migration ${options.lastTag}`);
    journal.entries = journal.entries.slice(0, last + 1);
    writeFileSync(journalFile, JSON.stringify(journal));
    const handle = createDatabase({
      schema: {},
      migrationsFolder: folder,
      url: storage.url,
      dataDir: storage.dataDir,
      pgSchema: storage.pgSchema,
    });
    try {
      const db = await handle.get();
      for (const statement of options.statements) await db.execute(sql.raw(statement));
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
