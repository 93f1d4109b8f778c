import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { insertAudit } from "@/lib/audit/store";
import { auditLog } from "@/lib/audit/tables";
import type { SessionUser } from "@/lib/auth/session-user";
import { createUser } from "@/lib/auth/users";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { auditListOptions, type AuditListParams } from "./audit-queries";
import { USERS_TO_FILTER_BY, userListOptions } from "./queries";
import { userListQuerySchema } from "./schemas";

// The admin pages' first lists, answered on the server under the browser's own keys, with what
// its queries would have fetched: the users as GET /api/users answers them, the audit log as
// GET /api/audit does (a filter's days are Riyadh days; a job is one row).

vi.setConfig({ testTimeout: 60_000 });

const mocks = vi.hoisted(() => ({ db: null as DashboardDb | null }));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));

const { userPrefetch } = await import("./prefetch");
const { listUsersResponse } = await import("./handlers");

type Body = { data: Record<string, unknown>[]; meta: { pagination: { total: number } } };

describe.each(testDatabaseKinds())("the admin pages' prefetch (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  let admin: SessionUser;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "users_prefetch");
    handle = openDashboardDatabase(testDb);
    const db = (mocks.db = await handle.get());
    const password = "a long enough passphrase";
    const a = await createUser(db, { email: "root@x.test", name: "Root", role: "admin", password });
    await createUser(db, { email: "mona@x.test", name: "Mona", role: "manager", password });
    await createUser(db, { email: "sami@x.test", name: "Sami", role: "support", password });
    admin = { id: a.id, email: a.email, name: a.name, role: "admin" };
    // Riyadh is UTC+3: 2026-11-02 there runs from 2026-11-01T21:00Z to 2026-11-02T21:00Z.
    const entries = [
      { at: "2026-11-01T20:00:00Z", action: "contract.create" },
      { at: "2026-11-01T22:00:00Z", action: "contract.update" },
      { at: "2026-11-02T09:00:00Z", action: "property.sync", groupId: "run-1" },
      { at: "2026-11-02T09:00:01Z", action: "property.sync", groupId: "run-1" },
      { at: "2026-11-02T21:30:00Z", action: "user.create" },
    ] as const;
    for (const [i, entry] of entries.entries()) {
      const requestId = `req-${i}`;
      await insertAudit(db, {
        userId: a.id,
        userEmail: a.email,
        role: "admin",
        action: entry.action,
        targetType: "contract",
        targetId: String(100 + i),
        status: 200,
        requestId,
        groupId: "groupId" in entry ? entry.groupId : null,
      });
      const createdAt = new Date(entry.at);
      await db.update(auditLog).set({ createdAt }).where(eq(auditLog.requestId, requestId));
    }
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("answers the users page's list as GET /api/users does", async () => {
    const params = { q: "mona", page: 1, pageSize: 25 };
    const prefetch = userPrefetch.userList(admin, params);
    expect(prefetch.queryKey).toEqual(userListOptions(params).queryKey);
    const body = (await prefetch.queryFn()) as Body;
    const route = await listUsersResponse({
      req: new NextRequest("http://localhost/api/users?q=mona"),
      user: admin,
      requestId: "r",
      params: undefined,
      query: userListQuerySchema.parse({ q: "mona", page: "1", pageSize: "25" }),
      body: undefined,
    });
    expect(body).toEqual(await route.json());
    expect(body.data.map((u) => u.email)).toEqual(["mona@x.test"]);
  });

  it("answers the audit filter's users for an admin, and leaves them to the browser otherwise", async () => {
    const body = (await userPrefetch.userList(admin, USERS_TO_FILTER_BY).queryFn()) as Body;
    expect(body.data).toHaveLength(3);
    const manager: SessionUser = { ...admin, role: "manager" };
    await expect(userPrefetch.userList(manager, USERS_TO_FILTER_BY).queryFn()).rejects.toThrow(
      /may not list users/,
    );
  });

  it("answers the audit page's list: a day picked is Riyadh's, a job is one row", async () => {
    const params: AuditListParams = { from: "2026-11-02", to: "2026-11-02", page: 1, pageSize: 50 };
    const prefetch = userPrefetch.auditList(params);
    expect(prefetch.queryKey).toEqual(auditListOptions(params).queryKey);
    const body = (await prefetch.queryFn()) as Body;
    expect(body.meta.pagination.total).toBe(2);
    expect(body.data.map((e) => [e.action, (e.group as { count: number } | null)?.count])).toEqual([
      ["property.sync", 2],
      ["contract.update", undefined],
    ]);
    // As the browser receives it: through JSON.
    expect(typeof body.data[0]!.createdAt).toBe("string");
  });
});
