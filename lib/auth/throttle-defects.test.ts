import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase, type DashboardDbHandle } from "@/lib/db/database";
import { createUser } from "@/lib/auth/users";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

// Issue 8, defect 3 ("anyone can lock anyone out"), on PGlite and PostgreSQL: the owner is not
// locked out by failures from another address, and parallel guesses cannot get more passwords
// checked than the limit allows. Both failed on the code before the fix.

vi.setConfig({ testTimeout: 60_000 });

const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/auth/password", async (original) => {
  const real = await original<typeof import("@/lib/auth/password")>();
  return {
    ...real,
    verifyPassword: async (password: string, hash: string) => {
      checks.count++;
      return real.verifyPassword(password, hash);
    },
    burnPasswordCheck: async (password: string) => {
      checks.count++;
      return real.burnPasswordCheck(password);
    },
  };
});

const { authenticate } = await import("./authenticate");
const { THROTTLE } = await import("./throttle");

describe.each(testDatabaseKinds())("sign-in throttling defects (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "throttle_defects");
    handle = openDashboardDatabase(testDb);
    const db = await handle.get();
    for (const email of ["owner@x.test", "p1@x.test", "p2@x.test"])
      await createUser(db, { email, name: "U", role: "support", password: "the right password" });
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });
  beforeEach(() => {
    checks.count = 0;
  });

  it("five failures from one address do not lock the owner out of another address", async () => {
    const db = await handle.get();
    for (let i = 0; i < 5; i++)
      await authenticate(db, { email: "owner@x.test", password: "guess", address: "203.0.113.9" });
    const owner = await authenticate(db, {
      email: "owner@x.test",
      password: "the right password",
      address: "198.51.100.20",
    });
    expect(owner.ok).toBe(true);
  });

  it("30 parallel wrong guesses from one address get at most 5 passwords checked", async () => {
    const db = await handle.get();
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        authenticate(db, { email: "p1@x.test", password: "guess", address: "203.0.113.50" }),
      ),
    );
    expect(checks.count).toBeLessThanOrEqual(5);
    expect(results.filter((r) => !r.ok && r.reason === "throttled").length).toBeGreaterThanOrEqual(
      25,
    );
  });

  it("30 parallel wrong guesses from 30 addresses get at most the account's free failures checked", async () => {
    const db = await handle.get();
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        authenticate(db, { email: "p2@x.test", password: "guess", address: `192.0.2.${i + 1}` }),
      ),
    );
    expect(checks.count).toBeLessThanOrEqual(THROTTLE.accountFreeFailures);
  });
});
