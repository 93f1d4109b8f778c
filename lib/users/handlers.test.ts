import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { listAudit } from "@/lib/users/audit-log";
import { auditListQuerySchema } from "@/lib/users/audit-schemas";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { createUser } from "@/lib/auth/users";

// Hashing and opening databases is slow on a busy machine; no test here is about speed.
vi.setConfig({ testTimeout: 60_000 });

const mocks = vi.hoisted(() => ({ db: null as DashboardDb | null }));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));

const { addUserResponse, listUsersResponse, updateUserResponse } = await import("./handlers");

const req = new NextRequest("http://localhost/api/users");
const base = (user: SessionUser) => ({ req, user, requestId: "req-1" });

describe.each(testDatabaseKinds())("user management (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  let admin: SessionUser;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "manage");
    handle = openDashboardDatabase(testDb);
    mocks.db = await handle.get();
    const a = await createUser(mocks.db, {
      email: "root@x.test",
      name: "Root",
      role: "admin",
      password: "root password!",
    });
    admin = { id: a.id, email: a.email, name: a.name, role: "admin" };
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  const audit = async (action: string) =>
    (await listAudit(mocks.db!, auditListQuerySchema.parse({ action }))).rows;

  it("adds a user, returns a generated password once, and audits it without the password", async () => {
    const res = await addUserResponse({
      ...base(admin),
      params: undefined,
      query: undefined,
      body: { email: "new@x.test", name: "New", role: "support" },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      data: { user: { id: string; role: string }; password: string };
    };
    expect(body.data.user.role).toBe("support");
    expect(body.data.password).toHaveLength(20);
    const [entry] = await audit("user.create");
    expect(entry).toMatchObject({ userId: admin.id, targetId: body.data.user.id, status: 201 });
    expect(JSON.stringify(entry)).not.toContain(body.data.password);
  });

  it("answers 409 with the email field for a duplicate", async () => {
    const res = await addUserResponse({
      ...base(admin),
      params: undefined,
      query: undefined,
      body: { email: "new@x.test", name: "Again", role: "manager", password: "a long password" },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { code: "CONFLICT", details: { fields: { email: expect.any(Array) } } },
    });
  });

  it("changes another user's role and disables them; audits what changed", async () => {
    const list = await listUsersResponse({
      ...base(admin),
      params: undefined,
      body: undefined,
      query: { page: 1, pageSize: 10, q: "new@" },
    });
    const { data } = (await list.json()) as { data: { id: string }[] };
    const id = data[0]!.id;
    const res = await updateUserResponse({
      ...base(admin),
      params: { id },
      query: undefined,
      body: { role: "manager", disabled: true },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { role: "manager", disabled: true } });
    const [entry] = await audit("user.update");
    expect(entry).toMatchObject({
      targetId: id,
      status: 200,
      details: { role: "manager", disabled: true },
    });
  });

  it("never lets an admin disable or demote themselves", async () => {
    for (const body of [{ disabled: true }, { role: "manager" as const }]) {
      const res = await updateUserResponse({
        ...base(admin),
        params: { id: admin.id },
        query: undefined,
        body,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: "SELF_LOCKOUT" } });
    }
    const own = await updateUserResponse({
      ...base(admin),
      params: { id: admin.id },
      query: undefined,
      body: { name: "Root Admin" },
    });
    expect(own.status).toBe(200);
    expect((await audit("user.update")).filter((e) => e.status === 403)).toHaveLength(2);
  });

  it("answers 404 for an unknown user", async () => {
    const res = await updateUserResponse({
      ...base(admin),
      params: { id: "00000000-0000-4000-8000-000000000000" },
      query: undefined,
      body: { role: "support" },
    });
    expect(res.status).toBe(404);
  });
});
