import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { auditListQuerySchema } from "@/lib/users/audit-schemas";
import { listAudit } from "@/lib/users/audit-log";
import { openDashboardDatabase, type DashboardDbHandle } from "@/lib/db/database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { AUDIT_BUDGET, writeSecurityEvent, type SecurityEventEntry } from "./security-events";

// A flood of security events cannot fill the disk: per action and address, and in all, only a
// budget of rows a minute is written, plus one row saying the rest was dropped.

vi.setConfig({ testTimeout: 60_000 });

const T0 = new Date("2026-11-22T10:00:05Z");
const event = (address: string): SecurityEventEntry => ({
  action: "auth.sign-in-failed",
  userId: "",
  userEmail: "victim@x.test",
  role: "",
  address,
  status: 401,
  requestId: "r",
});

describe.each(testDatabaseKinds())("security events budget (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "security_events");
    handle = openDashboardDatabase(testDb);
    await handle.get();
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  const rows = async (action: string) =>
    (await listAudit(await handle.get(), auditListQuerySchema.parse({ action, pageSize: 100 })))
      .total;

  it("writes at most the per-source and global budgets a minute, then one marker", async () => {
    const db = await handle.get();
    let written = 0;
    for (let i = 0; i < 200; i++)
      if (await writeSecurityEvent(db, event("203.0.113.1"), T0)) written++;
    expect(written).toBe(AUDIT_BUDGET.perSource);
    // A distributed flood: many addresses, one row each, until the global budget is spent.
    for (let i = 0; i < 200; i++)
      if (await writeSecurityEvent(db, event(`198.51.100.${i}`), T0)) written++;
    expect(written).toBe(AUDIT_BUDGET.global);
    expect(await rows("auth.sign-in-failed")).toBe(AUDIT_BUDGET.global);
    expect(await rows("audit.suppressed")).toBe(2);
    // The next minute has a budget again.
    expect(
      await writeSecurityEvent(db, event("203.0.113.1"), new Date(T0.getTime() + 60_000)),
    ).toBe(true);
  });
});
