import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase, type DashboardDbHandle } from "@/lib/db/database";
import { createUser, findUserByEmail, updateUser } from "@/lib/auth/users";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { authenticate } from "./authenticate";
import { beginEnrolment, confirmEnrolment } from "./second-factor";
import { sealingKey } from "./seal";
import { currentTotp } from "./totp";

// Hashing and opening databases is slow on a busy machine; no test here is about speed.
vi.setConfig({ testTimeout: 60_000 });

const key = sealingKey("a test secret that is long enough to derive from", "totp");

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
    await createUser(db, {
      email: "admin@demo.test",
      name: "D",
      role: "admin",
      password: "demo-password",
    });
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("signs in with the right password and returns the user's row", async () => {
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

  it("refuses demo accounts unless demo mode is on", async () => {
    const db = await handle.get();
    const input = { email: "admin@demo.test", password: "demo-password", address: "3.3.3.3" };
    expect(await authenticate(db, input, { demoMode: false })).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect((await authenticate(db, input, { demoMode: true })).ok).toBe(true);
  });

  it("asks for the second-factor code, accepts it once, and takes a recovery code once", async () => {
    const db = await handle.get();
    const user = await createUser(db, {
      email: "t@x.test",
      name: "T",
      role: "admin",
      password: "right password",
    });
    const { secret } = await beginEnrolment(db, user, key);
    const t0 = new Date("2026-11-22T10:00:00Z");
    const codes = await confirmEnrolment(db, user.id, currentTotp(secret, t0), key, t0);
    expect(codes).toHaveLength(10);

    const base = { email: "t@x.test", password: "right password", address: "4.4.4.4" };
    const at = (s: number) => ({ totpKey: key, now: new Date(t0.getTime() + s * 1000) });
    expect(await authenticate(db, base, at(30))).toEqual({ ok: false, reason: "code_required" });
    const code = currentTotp(secret, new Date(t0.getTime() + 60_000));
    expect((await authenticate(db, { ...base, code }, at(60))).ok).toBe(true);
    // The same code again (replayed within its window) is refused.
    expect(await authenticate(db, { ...base, code }, at(61))).toEqual({
      ok: false,
      reason: "invalid_code",
    });
    expect(await authenticate(db, { ...base, code: "000000" }, at(62))).toEqual({
      ok: false,
      reason: "invalid_code",
    });
    expect((await authenticate(db, { ...base, code: codes![0]!.toUpperCase() }, at(63))).ok).toBe(
      true,
    );
    expect((await authenticate(db, { ...base, code: codes![0]! }, at(64))).ok).toBe(false);
    // The enrolment code itself was used up too.
    const first = currentTotp(secret, t0);
    expect(await authenticate(db, { ...base, code: first }, at(1))).toMatchObject({ ok: false });
  });
});
