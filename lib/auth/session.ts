import "server-only";

import { cookies } from "next/headers";
import { cache } from "react";

import { hasSessionCookie, sessionCookieName } from "@/lib/auth/cookies";
import { overLimit, rateKeys } from "@/lib/auth/rate-limit";
import { restrictionOf } from "@/lib/auth/restriction";
import { readSessionClaim, sessionTokenOf, type SessionClaim } from "@/lib/auth/session-token";
import { loadSession } from "@/lib/auth/sessions";
import type { SessionUser } from "@/lib/auth/session-user";
import { getDb } from "@/lib/db";
import type { UserRow } from "@/lib/auth/tables";
import { authSecretValue, env } from "@/lib/env";
import { clientAddress } from "@/lib/net/client-address";

export type { SessionUser } from "@/lib/auth/session-user";

/**
 * The session the cookie names, if its JWT is genuine: user id and session id. Read with
 * Auth.js's own decoder (lib/auth/session-token.ts), not its whole session action.
 */
export const getSessionClaim = cache(async (): Promise<SessionClaim | null> => {
  const name = sessionCookieName(env.NODE_ENV === "production");
  const token = sessionTokenOf((await cookies()).getAll(), name);
  return token ? readSessionClaim(token, authSecretValue(), name) : null;
});

/**
 * The signed-in user's row, or null. Read from the database on every request (once: cached for
 * the request) together with the session row, so that ending a session, disabling a user or
 * changing a role takes effect at once.
 */
export const getSessionRow = cache(async (): Promise<UserRow | null> => {
  const claim = await getSessionClaim();
  if (!claim) return null;
  const { user } = await loadSession(await getDb(), claim, []);
  return user && !user.disabled ? user : null;
});

export function toSessionUser(
  row: UserRow,
  sessionId?: string,
  steppedUpAt: Date | null = null,
): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    restriction: restrictionOf(row, {
      production: env.NODE_ENV === "production",
      demoMode: env.DEMO_MODE,
    }),
    sessionId,
    steppedUpAt,
    secondFactor: row.totpSecret !== null,
  };
}

/** The signed-in user, or null. Pages call this in their layout; API routes use apiRoute(). */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const row = await getSessionRow();
  const claim = await getSessionClaim();
  return row ? toSessionUser(row, claim?.sessionId) : null;
});

/** Whether the request carried a session cookie at all (a refused one is worth an audit row). */
export async function hadSessionCookie(): Promise<boolean> {
  return hasSessionCookie((await cookies()).getAll().map((c) => c.name));
}

export type ApiCaller = {
  user: SessionUser | null;
  address: string;
  /** Set when the request is over a rate limit. */
  limited: { retryAfterSeconds: number; scope: "user" | "address" } | null;
  /** Who the cookie claimed to be when it no longer works (ended, expired, disabled). */
  refused: { userId: string | null } | null;
};

/**
 * An API request's caller: the session and its user, and the request counted against the rate
 * limits, in one database statement (lib/auth/sessions.ts).
 */
export async function getApiCaller(req: Request): Promise<ApiCaller> {
  const address = clientAddress(req.headers, env.TRUSTED_PROXY_HOPS);
  const claim = await getSessionClaim();
  const limits = {
    perUser: env.RATE_LIMIT_USER_PER_MINUTE,
    perAddress: env.RATE_LIMIT_ADDRESS_PER_MINUTE,
  };
  const keys = rateKeys(limits, claim?.userId ?? null, address);
  const loaded = await loadSession(await getDb(), claim, keys);
  const limited = overLimit(limits, loaded.hits, claim?.userId ?? null, address);
  const row = loaded.user && !loaded.user.disabled ? loaded.user : null;
  const user = row ? toSessionUser(row, claim?.sessionId, loaded.steppedUpAt) : null;
  const refused =
    !user && (claim || (await hadSessionCookie())) ? { userId: claim?.userId ?? null } : null;
  return { user, address, limited, refused };
}
