import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { AuditAction } from "@/lib/audit/actions";
import { openDashboardDatabase, type DashboardDbHandle } from "@/lib/db/database";
import { auditLog } from "@/lib/audit/tables";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { auditListQuerySchema } from "@/lib/users/audit-schemas";
import { insertAudit } from "@/lib/audit/store";
import { listAudit } from "@/lib/users/audit-log";

// Hashing and opening databases is slow on a busy machine; no test here is about speed.
vi.setConfig({ testTimeout: 60_000 });

const q = (input: Record<string, string>) => auditListQuerySchema.parse(input);
const entry = (userId: string, action: AuditAction, at: string, status = 200) => ({
  userId,
  userEmail: `${userId}@x.test`,
  role: userId === "admin" ? "admin" : "manager",
  action,
  targetType: "contract" as const,
  targetId: action.length.toString(),
  status,
  requestId: `req-${userId}-${action}-${at}`,
  details: { note: at },
});

describe.each(testDatabaseKinds())("audit log (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "audit");
    handle = openDashboardDatabase(testDb);
    const db = await handle.get();
    const rows = [
      entry("admin", "property.delete", "2026-11-01T10:00:00Z"),
      entry("mgr", "contract.create", "2026-11-02T10:00:00Z", 201),
      entry("mgr", "contract.update", "2026-11-03T23:59:59Z", 400),
      entry("admin", "user.create", "2026-11-04T00:00:00Z", 201),
    ];
    for (const row of rows) {
      await insertAudit(db, row);
      // Pin the time so that the date filters have something to bite on.
      const { eq } = await import("drizzle-orm");
      await db
        .update(auditLog)
        .set({ createdAt: new Date(String(row.details.note)) })
        .where(eq(auditLog.requestId, row.requestId));
    }
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("lists newest first with pagination totals", async () => {
    const db = await handle.get();
    const page1 = await listAudit(db, q({ pageSize: "3" }));
    expect(page1.total).toBe(4);
    expect(page1.rows.map((r) => r.action)).toEqual([
      "user.create",
      "contract.update",
      "contract.create",
    ]);
    const page2 = await listAudit(db, q({ pageSize: "3", page: "2" }));
    expect(page2.rows.map((r) => r.action)).toEqual(["property.delete"]);
    expect(page2.rows[0]).toMatchObject({
      userId: "admin",
      userEmail: "admin@x.test",
      role: "admin",
      targetType: "contract",
      status: 200,
      details: { note: "2026-11-01T10:00:00Z" },
      createdAt: "2026-11-01T10:00:00.000Z",
    });
  });

  it("filters by user, action and target", async () => {
    const db = await handle.get();
    expect((await listAudit(db, q({ userId: "mgr" }))).total).toBe(2);
    expect((await listAudit(db, q({ action: "user.create" }))).rows.map((r) => r.userId)).toEqual([
      "admin",
    ]);
    expect((await listAudit(db, q({ userId: "mgr", action: "user.create" }))).total).toBe(0);
    expect((await listAudit(db, q({ targetType: "contract", targetId: "15" }))).total).toBe(3);
    const byTarget = await listAudit(db, q({ targetType: "contract", targetId: "11" }));
    expect(byTarget.rows.map((r) => r.action)).toEqual(["user.create"]);
  });

  it("filters by date: `to` as a day includes that whole day", async () => {
    const db = await handle.get();
    const days = await listAudit(db, q({ from: "2026-11-02", to: "2026-11-03" }));
    expect(days.rows.map((r) => r.action)).toEqual(["contract.update", "contract.create"]);
    const instants = await listAudit(
      db,
      q({ from: "2026-11-01T12:00:00Z", to: "2026-11-03T12:00:00Z" }),
    );
    expect(instants.rows.map((r) => r.action)).toEqual(["contract.create"]);
  });

  it("refuses unknown filters and malformed dates", () => {
    expect(auditListQuerySchema.safeParse({ who: "x" }).success).toBe(false);
    expect(auditListQuerySchema.safeParse({ from: "yesterday" }).success).toBe(false);
    expect(auditListQuerySchema.safeParse({ pageSize: "1000" }).success).toBe(false);
  });
});
