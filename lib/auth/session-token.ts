import "server-only";

import { decode } from "next-auth/jwt";

// Reads the session cookie's claim (user id, session id) on every request, without running
// Auth.js's whole session action for it. `auth()` would build a request, check a CSRF cookie
// (a SHA-256), derive the key (HKDF), decrypt the JWE with WebCrypto, then re-encrypt the token
// to slide its expiry; in a route handler or a server component that new cookie is thrown away,
// and the session's limits are the database row's anyway (lib/auth/sessions.ts). Decryption is
// Auth.js's own `decode` (same key derivation, same checks); a token it accepted is remembered
// by its exact text until it expires, so a browser's next requests with the same cookie skip
// the WebCrypto work. Only an authentic cookie is ever remembered; the session row is still read
// on every request, so ending a session takes effect at once on every instance.

export type SessionClaim = { userId: string; sessionId: string };

/** Auth.js's own tolerance for the token's `exp` (`clockTolerance` in its decode). */
const CLOCK_TOLERANCE_MS = 15_000;
/** Distinct cookies remembered per process: a few thousand people signed in, with room. */
export const MAX_REMEMBERED = 10_000;

type Remembered = { claim: SessionClaim | null; expiresAt: number };
const remembered = new Map<string, Remembered>();

/**
 * The session cookie's value as Auth.js reads it: the cookie itself, or its chunks `<name>.0`,
 * `<name>.1`, ... joined in order (a token over 4 kB is split).
 */
export function sessionTokenOf(
  cookies: Iterable<{ name: string; value: string }>,
  cookieName: string,
): string | null {
  const parts: { index: number; value: string }[] = [];
  for (const { name, value } of cookies) {
    if (!value) continue;
    if (name === cookieName) parts.push({ index: 0, value });
    else if (name.startsWith(`${cookieName}.`)) {
      const index = Number(name.slice(cookieName.length + 1));
      if (Number.isInteger(index) && index >= 0) parts.push({ index, value });
    }
  }
  if (parts.length === 0) return null;
  return parts
    .sort((a, b) => a.index - b.index)
    .map((p) => p.value)
    .join("");
}

/**
 * The claim of a session token issued by this dashboard's Auth.js (salt: the cookie's name), or
 * null when it is not genuine, has expired or names no session.
 */
export async function readSessionClaim(
  token: string,
  secret: string,
  salt: string,
  now: number = Date.now(),
): Promise<SessionClaim | null> {
  const key = `${salt}\n${token}`;
  const known = remembered.get(key);
  if (known) {
    if (now < known.expiresAt) return known.claim;
    remembered.delete(key);
    return null;
  }
  let payload: Record<string, unknown> | null;
  try {
    payload = await decode<Record<string, unknown>>({ token, secret, salt });
  } catch {
    return null; // not genuine, malformed, or expired
  }
  if (!payload || typeof payload.exp !== "number") return null;
  const { sub, sid } = payload;
  const claim =
    typeof sub === "string" && typeof sid === "string" && sub && sid
      ? { userId: sub, sessionId: sid }
      : null;
  remember(key, { claim, expiresAt: payload.exp * 1000 + CLOCK_TOLERANCE_MS });
  return claim;
}

function remember(key: string, entry: Remembered) {
  if (remembered.size >= MAX_REMEMBERED) {
    // The oldest first (a Map keeps insertion order): long-lived cookies come back anyway.
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
  remembered.set(key, entry);
}

/** For tests: forget every remembered token. */
export function forgetSessionTokens() {
  remembered.clear();
}
