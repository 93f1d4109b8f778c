import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase, type DashboardDbHandle } from "@/lib/db/database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import {
  checkThrottle,
  clearAccountFailures,
  clientAddress,
  recordFailure,
  THROTTLE,
} from "./throttle";

// Hashing and opening databases is slow on a busy machine; no test here is about speed.
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
    await handle.get(); // opening runs the migrations
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("locks an account after 5 failures in 15 minutes, from any address", async () => {
    const db = await handle.get();
    const email = "a@example.test";
    for (let i = 0; i < 4; i++)
      await recordFailure(db, { email, address: `10.0.0.${i}` }, at(i * MIN));
    expect(await checkThrottle(db, { email, address: "10.9.9.9" }, at(4 * MIN))).toEqual({
      locked: false,
    });
    await recordFailure(db, { email, address: "10.0.0.4" }, at(4 * MIN));
    // Locked until the first of the five is 15 minutes old: T0 + 15 min.
    expect(await checkThrottle(db, { email, address: "10.9.9.9" }, at(5 * MIN))).toEqual({
      locked: true,
      retryAfterSeconds: 10 * 60,
    });
    // Another account from a fresh address is unaffected.
    expect(
      await checkThrottle(db, { email: "b@example.test", address: "10.8.8.8" }, at(5 * MIN)),
    ).toEqual({ locked: false });
  });

  it("unlocks once the window has passed", async () => {
    const db = await handle.get();
    const key = { email: "a@example.test", address: "10.9.9.9" };
    expect(await checkThrottle(db, key, at(15 * MIN - 1000))).toEqual({
      locked: true,
      retryAfterSeconds: 1,
    });
    expect(await checkThrottle(db, key, at(15 * MIN))).toEqual({ locked: false });
  });

  it("locks an address after 5 failures across different accounts", async () => {
    const db = await handle.get();
    const address = "192.0.2.7";
    for (let i = 0; i < 5; i++)
      await recordFailure(db, { email: `u${i}@x.test`, address }, at(i * MIN));
    const state = await checkThrottle(db, { email: "fresh@x.test", address }, at(6 * MIN));
    expect(state).toEqual({ locked: true, retryAfterSeconds: 9 * 60 });
    expect(
      await checkThrottle(db, { email: "fresh@x.test", address: "192.0.2.8" }, at(6 * MIN)),
    ).toEqual({ locked: false });
  });

  it("a success clears the account's failures but not the address's", async () => {
    const db = await handle.get();
    const email = "c@example.test";
    const address = "198.51.100.1";
    for (let i = 0; i < THROTTLE.maxFailures; i++)
      await recordFailure(db, { email, address }, at(i));
    expect((await checkThrottle(db, { email, address: "203.0.113.1" }, at(MIN))).locked).toBe(true);
    await clearAccountFailures(db, email);
    expect((await checkThrottle(db, { email, address: "203.0.113.1" }, at(MIN))).locked).toBe(
      false,
    );
    expect((await checkThrottle(db, { email: "d@x.test", address }, at(MIN))).locked).toBe(true);
  });

  // One PGlite directory belongs to one process; several instances share PostgreSQL.
  it.skipIf(kind === "pglite")("is seen by every instance using the same database", async () => {
    const other = openDashboardDatabase(testDb);
    try {
      const db2 = await other.get();
      const state = await checkThrottle(
        db2,
        { email: "a@example.test", address: "x" },
        at(5 * MIN),
      );
      expect(state.locked).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe("clientAddress", () => {
  it("takes the first X-Forwarded-For hop, then X-Real-IP", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.5, 10.0.0.1" }))).toBe(
      "203.0.113.5",
    );
    expect(clientAddress(new Headers({ "x-real-ip": "198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientAddress(new Headers())).toBe("unknown");
  });
});
