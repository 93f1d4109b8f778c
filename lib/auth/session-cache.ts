import { changeGeneration } from "@/lib/shared/connect";
import type { UserRow } from "@/lib/auth/tables";

// The session check's rows, kept between requests on PGlite. Every request reads its session
// joined to its user (lib/auth/sessions.ts); on PGlite that read runs in this process, in WASM,
// and was the largest part of a proxied request's CPU. PGlite's directory belongs to this
// process alone, and every write to `users` or `sessions` changes the database's generation
// (lib/shared/connect.ts, `watch`), which empties this cache: a disabled user, a changed role or an
// ended session takes effect on the next request, as without the cache. Times are checked here
// as the query checks them (expiry, idle limit). With PostgreSQL nothing is kept.

export type CachedSession = {
  userId: string;
  user: UserRow;
  lastSeenAt: Date;
  expiresAt: Date;
  steppedUpAt: Date | null;
};

type Cache = { generation: number; entries: Map<string, CachedSession> };

/** Enough for every session of a busy office; beyond it the cache starts again. */
const MAX_ENTRIES = 10_000;

const CACHES = Symbol.for("rental-desk.session-cache");
const caches: WeakMap<object, Cache> = ((globalThis as { [CACHES]?: WeakMap<object, Cache> })[
  CACHES
] ??= new WeakMap());

/** The session as last read, if nothing it depends on was written since and it is still alive. */
export function cachedSession(
  db: object,
  claim: { sessionId: string; userId: string },
  now: Date,
  idleSince: Date,
): CachedSession | null {
  const generation = changeGeneration(db);
  const cache = caches.get(db);
  if (generation === undefined || !cache || cache.generation !== generation) return null;
  const entry = cache.entries.get(claim.sessionId);
  if (!entry || entry.userId !== claim.userId) return null;
  if (entry.expiresAt <= now || entry.lastSeenAt <= idleSince) return null;
  return entry;
}

/**
 * Keeps a session read while the database was at `readAt` (changeGeneration before the read),
 * unless something was written since: then the row may already be out of date.
 */
export function rememberSession(
  db: object,
  readAt: number | undefined,
  sessionId: string,
  entry: CachedSession,
): void {
  if (readAt === undefined || changeGeneration(db) !== readAt) return;
  let cache = caches.get(db);
  if (!cache || cache.generation !== readAt || cache.entries.size >= MAX_ENTRIES) {
    cache = { generation: readAt, entries: new Map() };
    caches.set(db, cache);
  }
  cache.entries.set(sessionId, entry);
}
