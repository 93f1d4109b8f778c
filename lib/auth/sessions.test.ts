import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase, type DashboardDbHandle } from "@/lib/db/database";
import { changeGeneration } from "@/lib/shared/connect";
import { rateLimits } from "@/lib/db/tables";
import { USER_KEY_PREFIX } from "@/lib/auth/rate-limit";
import { createUser, updateUser } from "@/lib/auth/users";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import {
  createSession,
  endSession,
  endSessionsOf,
  listSessions,
  loadSession,
  markSteppedUp,
  SESSION_LIMITS,
} from "./sessions";
import { cachedSession, rememberSession } from "./session-cache";

// Server-side sessions on PGlite and PostgreSQL: one statement reads the session with its user
// (and counts rate limit hits: in the same statement on PostgreSQL, in memory on PGlite), ending a session works at once, last-seen is written at most
// once a minute, and idle or old sessions no longer load.

vi.setConfig({ testTimeout: 60_000 });

const T0 = new Date("2026-11-22T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(testDatabaseKinds())("sessions (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  let userId: string;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "sessions");
    handle = openDashboardDatabase(testDb);
    const db = await handle.get();
    userId = (
      await createUser(db, {
        email: "s@x.test",
        name: "Sam",
        role: "support",
        password: "some password",
      })
    ).id;
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  const newSession = async (now = T0) =>
    createSession(
      await handle.get(),
      { userId, userAgent: "Firefox", address: "198.51.100.1" },
      now,
    );

  it("loads the session with its user, and role changes show at once", async () => {
    const db = await handle.get();
    const sessionId = await newSession();
    const loaded = await loadSession(db, { sessionId, userId }, [], at(1000));
    expect(loaded.user).toMatchObject({ id: userId, email: "s@x.test", role: "support" });
    await updateUser(db, userId, { role: "manager" });
    expect((await loadSession(db, { sessionId, userId }, [], at(2000))).user?.role).toBe("manager");
    // A session id with someone else's user id is nobody's.
    expect((await loadSession(db, { sessionId, userId: "other" }, [], at(2000))).user).toBeNull();
  });

  it("carries the last step-up through every way of reading the session", async () => {
    const db = await handle.get();
    const sessionId = await newSession();
    const claim = { sessionId, userId };
    // Signing in counts as a step-up.
    expect((await loadSession(db, claim, [], at(1000))).steppedUpAt).toEqual(T0);
    expect(await markSteppedUp(db, userId, sessionId, at(5000))).toBe(true);
    expect(await markSteppedUp(db, "other", sessionId, at(6000))).toBe(false);
    // Read alone (and, on PGlite, again from the session cache) and with rate limit keys.
    expect((await loadSession(db, claim, [], at(7000))).steppedUpAt).toEqual(at(5000));
    expect((await loadSession(db, claim, [], at(8000))).steppedUpAt).toEqual(at(5000));
    const counted = await loadSession(
      db,
      claim,
      [`${USER_KEY_PREFIX}${userId}`, "api:address:198.51.100.9"],
      at(20 * 60_000),
    );
    expect(counted.steppedUpAt).toEqual(at(5000));
  });

  it("ends one session, or all others, at once", async () => {
    const db = await handle.get();
    const [a, b, c] = [await newSession(), await newSession(), await newSession()];
    expect(await endSession(db, userId, a)).toBe(true);
    expect((await loadSession(db, { sessionId: a, userId }, [], at(1000))).user).toBeNull();
    expect((await loadSession(db, { sessionId: b, userId }, [], at(1000))).user).not.toBeNull();
    expect(await endSessionsOf(db, userId, c)).toBeGreaterThanOrEqual(1);
    expect((await loadSession(db, { sessionId: b, userId }, [], at(1000))).user).toBeNull();
    expect((await loadSession(db, { sessionId: c, userId }, [], at(1000))).user).not.toBeNull();
    expect((await listSessions(db, userId, at(1000))).map((s) => s.id)).toEqual([c]);
  });

  it("writes last-seen at most once a minute; idle and old sessions end", async () => {
    const db = await handle.get();
    await endSessionsOf(db, userId);
    const id = await newSession();
    const seen = async () => (await listSessions(db, userId, at(1000)))[0]?.lastSeenAt.getTime();
    await loadSession(db, { sessionId: id, userId }, [], at(30_000));
    expect(await seen()).toBe(T0.getTime());
    await loadSession(db, { sessionId: id, userId }, [], at(61_000));
    expect(await seen()).toBe(at(61_000).getTime());
    const idle = at(61_000 + SESSION_LIMITS.idleMs + 1);
    expect((await loadSession(db, { sessionId: id, userId }, [], idle)).user).toBeNull();
    const fresh = await newSession();
    let now = T0.getTime();
    // Used every hour, it still ends 8 hours after sign-in.
    for (; now < T0.getTime() + SESSION_LIMITS.maxAgeMs - 3_600_000; now += 3_600_000)
      expect(
        (await loadSession(db, { sessionId: fresh, userId }, [], new Date(now))).user,
      ).not.toBeNull();
    expect(
      (await loadSession(db, { sessionId: fresh, userId }, [], at(SESSION_LIMITS.maxAgeMs))).user,
    ).toBeNull();
  });

  it("counts rate limit hits in the same statement, with or without a session", async () => {
    const db = await handle.get();
    const sessionId = await newSession();
    const keys = ["api:user:x", "api:address:a"];
    const first = await loadSession(db, { sessionId, userId }, keys, at(1000));
    expect(first.user?.id).toBe(userId);
    expect(Object.fromEntries(first.hits)).toEqual({ "api:user:x": 1, "api:address:a": 1 });
    const second = await loadSession(db, null, ["api:address:a"], at(2000));
    expect(second.user).toBeNull();
    expect(second.hits.get("api:address:a")).toBe(2);
    // A new minute starts a new count.
    expect(
      (await loadSession(db, null, ["api:address:a"], at(61_000))).hits.get("api:address:a"),
    ).toBe(1);
    // PostgreSQL counts in the table every instance shares; PGlite, which only this process can
    // open, counts in memory and writes nothing per request.
    const [stored] = await db.select({ n: count() }).from(rateLimits);
    if (kind === "postgres") expect(stored?.n).toBeGreaterThan(0);
    else expect(stored?.n).toBe(0);
  });

  it("counts a request under its user only when its session works (an ended one spends nothing)", async () => {
    const db = await handle.get();
    const sessionId = await newSession();
    const userKey = `api:user:${userId}`;
    const keys = [userKey, "api:address:b"];
    await endSession(db, userId, sessionId);
    // The ended session's cookie: counted under its address, never under its owner.
    for (let i = 0; i < 3; i++) {
      const refused = await loadSession(db, { sessionId, userId }, keys, at(5000 + i));
      expect(refused.user).toBeNull();
      expect(refused.hits.has(userKey)).toBe(false);
      expect(refused.hits.get("api:address:b")).toBe(i + 1);
    }
    // The owner's live session starts its minute at 1.
    const live = await newSession();
    const used = await loadSession(db, { sessionId: live, userId }, keys, at(6000));
    expect(used.user?.id).toBe(userId);
    expect(used.hits.get(userKey)).toBe(1);
  });

  it("on PGlite keeps the session between requests until users or sessions are written", async () => {
    const db = await handle.get();
    const sessionId = await newSession();
    const claim = { sessionId, userId };
    const first = await loadSession(db, claim, [], at(1000));
    const again = await loadSession(db, claim, [], at(2000));
    // The same row object: read once (PGlite); PostgreSQL is shared and read every time.
    if (kind === "pglite") expect(again.user).toBe(first.user);
    else expect(again.user).not.toBe(first.user);
    expect(again.user?.id).toBe(userId);

    // A changed role, an ended session, a disabled user: the very next request knows.
    await updateUser(db, userId, { role: "manager" });
    expect((await loadSession(db, claim, [], at(3000))).user?.role).toBe("manager");
    await updateUser(db, userId, { role: "support" });
    expect((await loadSession(db, claim, [], at(4000))).user?.role).toBe("support");
    await endSession(db, userId, sessionId);
    expect((await loadSession(db, claim, [], at(5000))).user).toBeNull();
    const other = { sessionId: await newSession(), userId };
    expect((await loadSession(db, other, [], at(6000))).user).not.toBeNull();
    await updateUser(db, userId, { disabled: true });
    expect((await loadSession(db, other, [], at(7000))).user).toBeNull();
    await updateUser(db, userId, { disabled: false });
  });

  it("does not keep a row read before a write that finished first", async () => {
    const db = await handle.get();
    const sessionId = await newSession();
    const claim = { sessionId, userId };
    const row = (await loadSession(db, claim, [], at(1000))).user!;
    const readAt = changeGeneration(db);
    await updateUser(db, userId, { role: "admin" }); // lands while the read is "in flight"
    rememberSession(db, readAt, sessionId, {
      userId,
      user: row,
      lastSeenAt: T0,
      expiresAt: at(SESSION_LIMITS.maxAgeMs),
      steppedUpAt: T0,
    });
    expect(cachedSession(db, claim, at(2000), T0)).toBeNull();
    expect((await loadSession(db, claim, [], at(2000))).user?.role).toBe("admin");
    await updateUser(db, userId, { role: "support" });
  });

  it("counts parallel hits exactly", async () => {
    const db = await handle.get();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => loadSession(db, null, ["api:address:p"], at(120_000))),
    );
    const counts = results.map((r) => r.hits.get("api:address:p")).sort((x, y) => x! - y!);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});
