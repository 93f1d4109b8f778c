import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase, type DashboardDbHandle } from "@/lib/db/database";
import { createUser, findUserByEmail, updateUser } from "@/lib/users/service";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { authenticate } from "./authenticate";

// Hashing and opening databases is slow on a busy machine; no test here is about speed.
vi.setConfig({ testTimeout: 60_000 });

describe.each(testDatabaseKinds())("authenticate (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "authenticate");
    handle = openDashboardDatabase(testDb);
    const db = await handle.get();
    await createUser(db, {
      email: "m@x.test",
      name: "M",
      role: "manager",
      password: "right password",
    });
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("signs in with the right password and returns the role from the database", async () => {
    const db = await handle.get();
    const result = await authenticate(db, {
      email: "M@X.test",
      password: "right password",
      address: "1.1.1.1",
    });
    expect(result).toMatchObject({
      ok: true,
      user: { email: "m@x.test", role: "manager", name: "M" },
    });
  });

  it("answers the same for an unknown email, a wrong password and a disabled account", async () => {
    const db = await handle.get();
    const wrong = await authenticate(db, {
      email: "m@x.test",
      password: "wrong",
      address: "2.2.2.1",
    });
    const unknown = await authenticate(db, {
      email: "nobody@x.test",
      password: "x",
      address: "2.2.2.2",
    });
    const user = (await findUserByEmail(db, "m@x.test"))!;
    await updateUser(db, user.id, { disabled: true });
    const disabled = await authenticate(db, {
      email: "m@x.test",
      password: "right password",
      address: "2.2.2.3",
    });
    await updateUser(db, user.id, { disabled: false });
    expect([wrong, unknown, disabled]).toEqual([
      { ok: false, reason: "invalid" },
      { ok: false, reason: "invalid" },
      { ok: false, reason: "invalid" },
    ]);
  });

  it("throttles after 5 failures for the account, even with the right password, then says when", async () => {
    const db = await handle.get();
    await createUser(db, {
      email: "t@x.test",
      name: "T",
      role: "support",
      password: "right password",
    });
    const now = new Date();
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push(
        await authenticate(db, { email: "t@x.test", password: "nope", address: `3.3.3.${i}` }, now),
      );
    expect(results.slice(0, 4).every((r) => !r.ok && r.reason === "invalid")).toBe(true);
    expect(results[4]).toEqual({ ok: false, reason: "throttled", retryAfterSeconds: 900 });
    const locked = await authenticate(
      db,
      { email: "t@x.test", password: "right password", address: "4.4.4.4" },
      now,
    );
    expect(locked).toMatchObject({ ok: false, reason: "throttled" });
    const later = new Date(now.getTime() + 15 * 60_000 + 1000);
    const after = await authenticate(
      db,
      { email: "t@x.test", password: "right password", address: "4.4.4.4" },
      later,
    );
    expect(after.ok).toBe(true);
  });

  it("throttles an address that tries many accounts", async () => {
    const db = await handle.get();
    const now = new Date();
    for (let i = 0; i < 5; i++)
      await authenticate(db, { email: `guess${i}@x.test`, password: "x", address: "5.5.5.5" }, now);
    const result = await authenticate(
      db,
      { email: "m@x.test", password: "right password", address: "5.5.5.5" },
      now,
    );
    expect(result).toMatchObject({ ok: false, reason: "throttled" });
    const elsewhere = await authenticate(
      db,
      { email: "m@x.test", password: "right password", address: "6.6.6.6" },
      now,
    );
    expect(elsewhere.ok).toBe(true);
  });
});
