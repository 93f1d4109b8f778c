import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { createUser, findUserByEmail, updateUser } from "@/lib/users/service";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

// Hashing and opening databases is slow on a busy machine; no test here is about speed.
vi.setConfig({ testTimeout: 60_000 });

// getSessionUser trusts the cookie only for the user id: role, disabled and password version are
// re-read from the database on every request.

const mocks = vi.hoisted(() => ({
  session: null as null | { user: { id?: string }; passwordVersion?: number },
  db: null as DashboardDb | null,
}));
vi.mock("@/lib/auth/next-auth", () => ({ auth: async () => mocks.session }));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));

const { getSessionUser } = await import("./session");

describe.each(testDatabaseKinds())("getSessionUser (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  let userId: string;
  let version: number;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "session");
    handle = openDashboardDatabase(testDb);
    mocks.db = await handle.get();
    const user = await createUser(mocks.db, {
      email: "s@x.test",
      name: "Sam",
      role: "support",
      password: "some password",
    });
    userId = user.id;
    version = Date.parse(user.passwordChangedAt);
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });
  beforeEach(() => {
    mocks.session = { user: { id: userId }, passwordVersion: version };
  });

  it("returns the user from the database", async () => {
    expect(await getSessionUser()).toEqual({
      id: userId,
      email: "s@x.test",
      name: "Sam",
      role: "support",
    });
  });

  it("returns null without a session or for an unknown id", async () => {
    mocks.session = null;
    expect(await getSessionUser()).toBeNull();
    mocks.session = {
      user: { id: "00000000-0000-4000-8000-000000000000" },
      passwordVersion: version,
    };
    expect(await getSessionUser()).toBeNull();
  });

  it("applies a role change at once", async () => {
    await updateUser(mocks.db!, userId, { role: "manager" });
    expect((await getSessionUser())?.role).toBe("manager");
  });

  it("refuses a disabled user at once", async () => {
    await updateUser(mocks.db!, userId, { disabled: true });
    expect(await getSessionUser()).toBeNull();
    await updateUser(mocks.db!, userId, { disabled: false });
    expect(await getSessionUser()).not.toBeNull();
  });

  it("ends sessions issued before a password reset", async () => {
    await updateUser(mocks.db!, userId, { password: "a new password" });
    expect(await getSessionUser()).toBeNull();
    const row = await findUserByEmail(mocks.db!, "s@x.test");
    mocks.session = { user: { id: userId }, passwordVersion: row!.passwordChangedAt.getTime() };
    expect(await getSessionUser()).not.toBeNull();
  });
});
