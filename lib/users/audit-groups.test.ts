import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { AuditAction } from "@/lib/audit/actions";
import { insertAudit } from "@/lib/audit/store";
import { auditLog } from "@/lib/audit/tables";
import { openDashboardDatabase, type DashboardDbHandle } from "@/lib/db/database";
import { listAuditForPeople } from "@/lib/users/audit-groups";
import { listAudit } from "@/lib/users/audit-log";
import { auditListQuerySchema } from "@/lib/users/audit-schemas";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

// Opening databases is slow on a busy machine; no test here is about speed.
vi.setConfig({ testTimeout: 60_000 });

const q = (input: Record<string, string>) => auditListQuerySchema.parse(input);
const RUN = "run-7f3c";

type Row = { action: AuditAction; at: string; status?: number; groupId?: string; user?: string };
const rows: Row[] = [
  { action: "contract.create", at: "2026-11-01T08:00:00Z", status: 201 },
  // A bulk sync of five deeds: three synced, one refused, one unanswered (and one by a second
  // admin's run would be another group; here one deed's entry has another user for the filter).
  { action: "property.sync", at: "2026-11-02T09:00:00Z", groupId: RUN },
  { action: "property.sync", at: "2026-11-02T09:00:01Z", groupId: RUN },
  { action: "contract.update", at: "2026-11-02T09:00:02Z", status: 400 },
  { action: "property.sync", at: "2026-11-02T09:00:03Z", groupId: RUN, status: 404 },
  { action: "property.sync", at: "2026-11-02T09:00:04Z", groupId: RUN, status: 504 },
  { action: "property.sync", at: "2026-11-02T09:00:05Z", groupId: RUN, user: "other" },
  { action: "user.create", at: "2026-11-03T10:00:00Z", status: 201 },
];

describe.each(testDatabaseKinds())("audit log grouped by job (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "audit-groups");
    handle = openDashboardDatabase(testDb);
    const db = await handle.get();
    for (const [i, row] of rows.entries()) {
      const user = row.user ?? "admin";
      const requestId = `req-${i}`;
      await insertAudit(db, {
        userId: user,
        userEmail: `${user}@x.test`,
        role: "admin",
        action: row.action,
        targetType: row.action === "property.sync" ? "property" : "contract",
        targetId: String(100 + i),
        status: row.status ?? 200,
        requestId,
        groupId: row.groupId ?? null,
        details: row.groupId ? { run: row.groupId } : {},
      });
      await db
        .update(auditLog)
        .set({ createdAt: new Date(row.at) })
        .where(eq(auditLog.requestId, requestId));
    }
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("lists a job's entries as one row at its latest entry, with its count and outcomes", async () => {
    const db = await handle.get();
    const all = await listAuditForPeople(db, q({}));
    expect(all.total).toBe(4);
    expect(all.rows.map((r) => r.action)).toEqual([
      "user.create",
      "property.sync",
      "contract.update",
      "contract.create",
    ]);
    const job = all.rows[1]!;
    expect(job.createdAt).toBe("2026-11-02T09:00:05.000Z");
    expect(job.group).toEqual({
      id: RUN,
      count: 5,
      firstAt: "2026-11-02T09:00:00.000Z",
      statuses: [
        { status: 200, count: 3 },
        { status: 404, count: 1 },
        { status: 504, count: 1 },
      ],
    });
    expect(all.rows.filter((r) => r !== job).every((r) => r.group === null)).toBe(true);
  });

  it("pages over rows as shown, so a page holds pageSize rows and the total matches", async () => {
    const db = await handle.get();
    const page1 = await listAuditForPeople(db, q({ pageSize: "2" }));
    const page2 = await listAuditForPeople(db, q({ pageSize: "2", page: "2" }));
    expect(page1.total).toBe(4);
    expect(page1.rows.map((r) => r.group?.count ?? 1)).toEqual([1, 5]);
    expect(page2.rows.map((r) => r.action)).toEqual(["contract.update", "contract.create"]);
  });

  it("applies the filters to the entries first: a job shows the count that matched", async () => {
    const db = await handle.get();
    const mine = await listAuditForPeople(db, q({ userId: "admin", action: "property.sync" }));
    expect(mine.total).toBe(1);
    expect(mine.rows[0]!.group).toMatchObject({ id: RUN, count: 4 });
    expect(mine.rows[0]!.createdAt).toBe("2026-11-02T09:00:04.000Z");
  });

  it("lists one job's own entries, flat and newest first, with groupId", async () => {
    const db = await handle.get();
    const own = await listAuditForPeople(db, q({ groupId: RUN, pageSize: "10" }));
    expect(own.total).toBe(5);
    expect(own.rows.map((r) => r.status)).toEqual([200, 504, 404, 200, 200]);
    expect(own.rows.every((r) => r.groupId === RUN && r.group === null)).toBe(true);
  });

  it("leaves the flat listing (the export) with every entry", async () => {
    const db = await handle.get();
    expect((await listAudit(db, q({ pageSize: "100" }))).total).toBe(rows.length);
  });
});
