import { afterAll, describe, expect, it } from "vitest";

import { openDashboardDatabase } from "@/lib/db/database";
import { users } from "@/lib/auth/tables";
import { createTestDatabase, type TestDatabase } from "@/test/databases";

// Several instances start at once on one PostgreSQL (a cluster, compose): each migrates the
// same fresh schema. They must all open, not fail on each other's half-made tables.

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL: instances starting together", () => {
  let storage: TestDatabase;
  afterAll(() => storage?.cleanup());

  it("four instances migrating one fresh schema at once all open it", async () => {
    storage = createTestDatabase("postgres", "migrate_race");
    const handles = Array.from({ length: 4 }, () =>
      openDashboardDatabase({ url: storage.url, dataDir: "", pgSchema: storage.pgSchema }),
    );
    try {
      const opened = await Promise.allSettled(handles.map((h) => h.get()));
      const failures = opened.flatMap((o) => (o.status === "rejected" ? [String(o.reason)] : []));
      expect(failures).toEqual([]);
      const db = await handles[0]!.get();
      expect(await db.select().from(users)).toEqual([]);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
