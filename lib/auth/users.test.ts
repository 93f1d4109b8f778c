import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { authenticate } from "@/lib/auth/authenticate";
import { verifyPassword } from "@/lib/auth/password";
import { openDashboardDatabase, type DashboardDbHandle } from "@/lib/db/database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { DEMO_PASSWORD, DEMO_USERS, ensureDemoUsers } from "./demo-users";
import {
  countActiveAdmins,
  createUser,
  EmailTakenError,
  findUserByEmail,
  listUsers,
  updateUser,
} from "./users";

// Hashing and opening databases is slow on a busy machine; no test here is about speed.
vi.setConfig({ testTimeout: 60_000 });

describe.each(testDatabaseKinds())("users service (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "users");
    handle = openDashboardDatabase(testDb);
    await handle.get();
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("creates a user with a lower-case email and a hashed password", async () => {
    const db = await handle.get();
    const user = await createUser(db, {
      email: "  Nora@Example.TEST ",
      name: " Nora ",
      role: "manager",
      password: "long enough password",
    });
    expect(user).toMatchObject({
      email: "nora@example.test",
      name: "Nora",
      role: "manager",
      disabled: false,
    });
    expect(user).not.toHaveProperty("passwordHash");
    const row = await findUserByEmail(db, "NORA@example.test");
    expect(row?.passwordHash).not.toContain("long enough password");
    expect(await verifyPassword("long enough password", row!.passwordHash)).toBe(true);
  });

  it("refuses a second user with the same email in any case", async () => {
    const db = await handle.get();
    await expect(
      createUser(db, {
        email: "NORA@example.test",
        name: "X",
        role: "support",
        password: "another password",
      }),
    ).rejects.toBeInstanceOf(EmailTakenError);
  });

  it("changes role, disables and re-enables, and resets the password", async () => {
    const db = await handle.get();
    const row = (await findUserByEmail(db, "nora@example.test"))!;
    expect((await updateUser(db, row.id, { role: "admin" }))?.role).toBe("admin");
    expect((await updateUser(db, row.id, { disabled: true }))?.disabled).toBe(true);
    expect(
      await authenticate(db, {
        email: "nora@example.test",
        password: "long enough password",
        address: "a1",
      }),
    ).toEqual({ ok: false, reason: "invalid" });
    await updateUser(db, row.id, { disabled: false });
    const reset = await updateUser(db, row.id, { password: "brand new password" });
    expect(Date.parse(reset!.passwordChangedAt)).toBeGreaterThan(row.passwordChangedAt.getTime());
    const ok = await authenticate(db, {
      email: "Nora@example.test",
      password: "brand new password",
      address: "a1",
    });
    expect(ok).toMatchObject({ ok: true, user: { email: "nora@example.test", role: "admin" } });
    expect(
      await updateUser(db, "00000000-0000-4000-8000-000000000000", { role: "support" }),
    ).toBeNull();
  });

  it("lists users page by page and searches by email or name", async () => {
    const db = await handle.get();
    for (const n of [1, 2, 3])
      await createUser(db, {
        email: `p${n}@list.test`,
        name: `Person ${n}`,
        role: "support",
        password: "password-12345",
      });
    const page = await listUsers(db, { page: 1, pageSize: 2 });
    expect(page.total).toBe(4);
    expect(page.rows).toHaveLength(2);
    expect(page.rows.map((u) => u.email)).toEqual(["nora@example.test", "p1@list.test"]);
    expect(
      (await listUsers(db, { page: 1, pageSize: 10, q: "person 2" })).rows.map((u) => u.email),
    ).toEqual(["p2@list.test"]);
    expect((await listUsers(db, { page: 1, pageSize: 10, q: "%" })).total).toBe(0);
  });

  it("searches names the Arabic-aware way: letter variants, diacritics, spacing", async () => {
    const db = await handle.get();
    await createUser(db, {
      email: "a.ghamdi@list.test",
      name: "عبد الله أحمد الغامدي",
      role: "manager",
      password: "password-12345",
    });
    const emails = async (q: string) =>
      (await listUsers(db, { page: 1, pageSize: 10, q })).rows.map((u) => u.email);
    expect(await emails("عبدالله احمد")).toEqual(["a.ghamdi@list.test"]);
    expect(await emails("الغامِدي")).toEqual(["a.ghamdi@list.test"]);
    expect(await emails("A.GHAMDI")).toEqual(["a.ghamdi@list.test"]);
    expect(await emails("ghamdi ")).toEqual(["a.ghamdi@list.test"]);
    expect(await emails("غامدي@")).toEqual([]); // name and email are separate fields
    const paged = await listUsers(db, { page: 2, pageSize: 1, q: "list.test" });
    expect(paged.total).toBe(4);
    expect(paged.rows.map((u) => u.email)).toEqual(["p1@list.test"]);
  });

  it("creates the demo users once, even when asked concurrently", async () => {
    const db = await handle.get();
    await Promise.all([ensureDemoUsers(db), ensureDemoUsers(db), ensureDemoUsers(db)]);
    await ensureDemoUsers(db);
    for (const demo of DEMO_USERS) {
      const result = await authenticate(db, {
        email: demo.email,
        password: DEMO_PASSWORD,
        address: "demo",
      });
      expect(result).toMatchObject({ ok: true, user: { role: demo.role } });
    }
    expect((await listUsers(db, { page: 1, pageSize: 100, q: "demo.test" })).total).toBe(3);
    expect(await countActiveAdmins(db)).toBe(2);
  });

  it("does not reset a demo user an admin has changed", async () => {
    const db = await handle.get();
    const support = (await findUserByEmail(db, "support@demo.test"))!;
    await updateUser(db, support.id, { password: "changed by admin!" });
    await ensureDemoUsers(db);
    const result = await authenticate(db, {
      email: "support@demo.test",
      password: DEMO_PASSWORD,
      address: "d2",
    });
    expect(result.ok).toBe(false);
  });
});
