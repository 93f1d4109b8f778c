import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase, type DashboardDbHandle } from "@/lib/db/database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { accountDelayMs, reserveAttempt, settleAttempt, THROTTLE } from "./throttle";

// The three counters of lib/auth/throttle.ts against a real database. Parallel guessing is in
// throttle-defects.test.ts.

vi.setConfig({ testTimeout: 60_000 });

const T0 = new Date("2026-11-22T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const MIN = 60_000;

describe.each(testDatabaseKinds())("sign-in throttle (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "throttle");
    handle = openDashboardDatabase(testDb);
    await handle.get();
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("allows 5 attempts per account and address in 15 minutes, then says when to return", async () => {
    const db = await handle.get();
    const key = { email: "a@example.test", address: "10.0.0.1" };
    for (let i = 0; i < THROTTLE.pairLimit; i++)
      expect(await reserveAttempt(db, key, at(i * 2 * MIN))).toEqual({ allowed: true });
    expect(await reserveAttempt(db, key, at(10 * MIN))).toEqual({
      allowed: false,
      retryAfterSeconds: 5 * 60,
    });
    // The window has passed: a fresh start for this address.
    expect(await reserveAttempt(db, key, at(15 * MIN))).toEqual({ allowed: true });
  });

  it("makes the account wait a doubling delay after 10 failures, from any address", async () => {
    const db = await handle.get();
    const email = "b@example.test";
    for (let i = 0; i < THROTTLE.accountFreeFailures; i++)
      expect((await reserveAttempt(db, { email, address: `10.1.0.${i}` }, at(0))).allowed).toBe(
        true,
      );
    const sixth = await reserveAttempt(db, { email, address: "10.1.9.9" }, at(0));
    expect(sixth).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await reserveAttempt(db, { email, address: "10.1.9.9" }, at(1000))).allowed).toBe(true);
    // Eleven failures now: the next one waits two seconds after the last.
    expect(await reserveAttempt(db, { email, address: "10.1.9.8" }, at(2000))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect((await reserveAttempt(db, { email, address: "10.1.9.8" }, at(3000))).allowed).toBe(true);
    expect(accountDelayMs(9)).toBe(0);
    expect(accountDelayMs(10)).toBe(1000);
    expect(accountDelayMs(14)).toBe(16_000);
    expect(accountDelayMs(40)).toBe(THROTTLE.maxDelayMs);
  });

  it("a success forgives the account; a code still to come is not counted", async () => {
    const db = await handle.get();
    const key = { email: "c@example.test", address: "10.2.0.1" };
    for (let i = 0; i < 4; i++) await reserveAttempt(db, key, at(i));
    await reserveAttempt(db, key, at(10));
    await settleAttempt(db, key, "incomplete", at(10));
    // Four failures and one attempt not counted: one more is allowed.
    expect((await reserveAttempt(db, key, at(20))).allowed).toBe(true);
    await settleAttempt(db, key, "success", at(20));
    for (let i = 0; i < 5; i++)
      expect((await reserveAttempt(db, key, at(30 + i))).allowed).toBe(true);
  });

  it("limits one address across accounts (password spraying)", async () => {
    const db = await handle.get();
    const address = "192.0.2.7";
    for (let i = 0; i < THROTTLE.addressLimit; i++)
      expect((await reserveAttempt(db, { email: `u${i}@x.test`, address }, at(i))).allowed).toBe(
        true,
      );
    expect((await reserveAttempt(db, { email: "fresh@x.test", address }, at(MIN))).allowed).toBe(
      false,
    );
    expect(
      (await reserveAttempt(db, { email: "fresh@x.test", address: "192.0.2.8" }, at(MIN))).allowed,
    ).toBe(true);
  });

  // One PGlite directory belongs to one process; several instances share PostgreSQL.
  it.skipIf(kind === "pglite")("is seen by every instance using the same database", async () => {
    const other = openDashboardDatabase(testDb);
    try {
      const key = { email: "multi@example.test", address: "10.9.0.1" };
      for (let i = 0; i < THROTTLE.pairLimit; i++)
        expect((await reserveAttempt(await handle.get(), key, at(i))).allowed).toBe(true);
      expect(await reserveAttempt(await other.get(), key, at(10))).toMatchObject({
        allowed: false,
      });
    } finally {
      await other.close();
    }
  });
});
