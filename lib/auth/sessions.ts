import { randomBytes } from "node:crypto";

import { and, desc, eq, gt, lt, ne, sql } from "drizzle-orm";

import { cachedSession, rememberSession } from "./session-cache";
import { changeGeneration, databaseKind } from "@/lib/shared/connect";
import { isUserKey, USER_KEY_PREFIX } from "@/lib/auth/rate-limit";
import { hitParams, preparedHitStatement } from "@/lib/db/counters";
import { countHitsInMemory } from "@/lib/db/memory-counters";
import type { DashboardDb } from "@/lib/db/database";
import { sessions, users, type UserRow } from "@/lib/auth/tables";

// Server-side sessions. The cookie (next-auth's JWT) carries the session id; the row decides
// whether it is still valid, so ending a session takes effect on the next request. A session
// lasts at most 8 hours from sign-in and ends after 2 hours without a request. `last_seen_at`
// is written at most once a minute, not on every request.

export const SESSION_LIMITS = {
  maxAgeMs: 8 * 60 * 60_000,
  idleMs: 2 * 60 * 60_000,
  touchEveryMs: 60_000,
} as const;

export type SessionInfo = {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string;
  address: string;
};

export async function createSession(
  db: DashboardDb,
  input: { userId: string; userAgent: string; address: string },
  now: Date = new Date(),
): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  await db.insert(sessions).values({
    id,
    userId: input.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIMITS.maxAgeMs),
    // Signing in proves who one is: it counts as a step-up (lib/auth/step-up.ts).
    steppedUpAt: now,
    userAgent: input.userAgent.slice(0, 300),
    address: input.address.slice(0, 100),
  });
  // Housekeeping at sign-in: sessions that can no longer be used.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return id;
}

function alive(now: Date) {
  return and(
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_LIMITS.idleMs)),
  );
}

/** The user's sessions that can still be used, most recent first. */
export async function listSessions(
  db: DashboardDb,
  userId: string,
  now: Date = new Date(),
): Promise<SessionInfo[]> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      address: sessions.address,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), alive(now)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Records a step-up (password, and code, entered again) on one of the user's sessions. */
export async function markSteppedUp(
  db: DashboardDb,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<boolean> {
  const marked = await db
    .update(sessions)
    .set({ steppedUpAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return marked.length > 0;
}

/** Ends one of the user's sessions; false when there was none with this id. */
export async function endSession(db: DashboardDb, userId: string, id: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends all the user's sessions, or all but `except`; returns how many. */
export async function endSessionsOf(
  db: DashboardDb,
  userId: string,
  except?: string,
): Promise<number> {
  const where = except
    ? and(eq(sessions.userId, userId), ne(sessions.id, except))
    : eq(sessions.userId, userId);
  return (await db.delete(sessions).where(where).returning({ id: sessions.id })).length;
}

export type LoadedSession = {
  /** The user, when the session exists, is alive and belongs to them. */
  user: UserRow | null;
  lastSeenAt: Date | null;
  /** When this session last proved who its person is (sign-in or step-up); null: never. */
  steppedUpAt: Date | null;
  /** Counts after this request's hit, when rate limit keys were given. */
  hits: Map<string, number>;
};

/**
 * One statement per request: the session joined to its user, and (for API requests) the
 * request counted against the rate limit keys in a CTE of the same statement. On PGlite, which
 * lives in this process alone, the keys are counted in memory instead (lib/db/memory-counters.ts)
 * and only the session is read, or taken from the session cache (./session-cache.ts) when
 * nothing it depends on was written since. The session's last-seen time is written separately,
 * at most once a minute.
 */
export async function loadSession(
  db: DashboardDb,
  claim: { sessionId: string; userId: string } | null,
  rateKeys: string[],
  now: Date = new Date(),
): Promise<LoadedSession> {
  let user: UserRow | null = null;
  let lastSeenAt: Date | null = null;
  let steppedUpAt: Date | null = null;
  const hits = new Map<string, number>();
  const keys = new Set(rateKeys).size;
  const params = {
    sessionId: claim?.sessionId ?? "",
    userId: claim?.userId ?? "",
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - SESSION_LIMITS.idleMs).toISOString(),
    ...hitParams(rateKeys, now),
  };

  // A request is counted under its user only when its session works: a cookie of an ended
  // session spends its address's limit, never its owner's (counted after the session is read in
  // memory; in the statement's condition on PostgreSQL).
  const countedHere = keys > 0 && databaseKind(db) === "pglite";
  if (countedHere) {
    const byAddress = rateKeys.filter((key) => !isUserKey(key));
    for (const [key, count] of countHitsInMemory(db, byAddress, now)) hits.set(key, count);
  }
  const countUserHere = () => {
    const byUser = rateKeys.filter(isUserKey);
    if (countedHere && user && byUser.length > 0)
      for (const [key, count] of countHitsInMemory(db, byUser, now)) hits.set(key, count);
  };
  if (keys === 0 || countedHere) {
    if (!claim) return { user, lastSeenAt, steppedUpAt, hits };
    const idleSince = new Date(now.getTime() - SESSION_LIMITS.idleMs);
    const cached = cachedSession(db, claim, now, idleSince);
    if (cached) {
      user = cached.user;
      lastSeenAt = cached.lastSeenAt;
      steppedUpAt = cached.steppedUpAt;
    } else {
      const readAt = changeGeneration(db);
      const [row] = await statements(db).session().execute(params);
      user = row?.user ?? null;
      lastSeenAt = row?.lastSeenAt ?? null;
      steppedUpAt = row?.steppedUpAt ?? null;
      if (row) rememberSession(db, readAt, claim.sessionId, { userId: claim.userId, ...row });
    }
    countUserHere();
  } else {
    for (const row of await statements(db)
      .counted(claim !== null, keys)
      .execute(params)) {
      hits.set(row.key, Number(row.count));
      user ??= row.user;
      lastSeenAt ??= row.lastSeenAt;
      steppedUpAt ??= row.steppedUpAt;
    }
  }

  if (user && lastSeenAt && now.getTime() - lastSeenAt.getTime() > SESSION_LIMITS.touchEveryMs) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, claim!.sessionId), lt(sessions.lastSeenAt, now)));
  }
  return { user, lastSeenAt, steppedUpAt, hits };
}

// The statements of loadSession, prepared once per database: built by drizzle on every request
// they cost more than running them on PGlite (the SQL text, the column mapping). Values are bound
// as placeholders, times as ISO text (placeholders skip drizzle's Date conversion).

const sessionWhere = and(
  eq(sessions.id, sql.placeholder("sessionId")),
  eq(sessions.userId, sql.placeholder("userId")),
  gt(sessions.expiresAt, sql`${sql.placeholder("now")}::timestamptz`),
  gt(sessions.lastSeenAt, sql`${sql.placeholder("idleSince")}::timestamptz`),
);

function prepareStatements(db: DashboardDb) {
  const session = () =>
    db
      .select({
        user: users,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        steppedUpAt: sessions.steppedUpAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(sessionWhere)
      .prepare("load_session");
  const counted = (withClaim: boolean, keys: number) => {
    const cte = db
      .$with("counted", { key: sql<string>`key`.as("key"), count: sql<number>`count`.as("count") })
      .as(
        preparedHitStatement(keys, (key) =>
          withClaim
            ? sql`(${key} not like ${`${USER_KEY_PREFIX}%`} or exists (select 1 from ${sessions} where ${sessionWhere}))`
            : sql`${key} not like ${`${USER_KEY_PREFIX}%`}`,
        ),
      );
    return db
      .with(cte)
      .select({
        key: cte.key,
        count: cte.count,
        user: users,
        lastSeenAt: sessions.lastSeenAt,
        steppedUpAt: sessions.steppedUpAt,
      })
      .from(cte)
      .leftJoin(sessions, withClaim ? sessionWhere : sql`false`)
      .leftJoin(users, eq(users.id, sessions.userId))
      .prepare(`load_session_counted_${withClaim ? "claim" : "none"}_${keys}`);
  };
  type Session = ReturnType<typeof session>;
  type Counted = ReturnType<typeof counted>;
  let sessionStatement: Session | undefined;
  const countedStatements = new Map<string, Counted>();
  return {
    session: () => (sessionStatement ??= session()),
    counted(withClaim: boolean, keys: number): Counted {
      const name = `${withClaim}:${keys}`;
      let statement = countedStatements.get(name);
      if (!statement) countedStatements.set(name, (statement = counted(withClaim, keys)));
      return statement;
    },
  };
}

const prepared = new WeakMap<DashboardDb, ReturnType<typeof prepareStatements>>();

function statements(db: DashboardDb) {
  let found = prepared.get(db);
  if (!found) prepared.set(db, (found = prepareStatements(db)));
  return found;
}
