import { WINDOW_MS } from "@/lib/db/counters";

// API rate limits: requests a minute per signed-in user and per client address (env:
// RATE_LIMIT_USER_PER_MINUTE, RATE_LIMIT_ADDRESS_PER_MINUTE; 0 = off). Counted in the database
// (lib/db/counters.ts), in the same statement that reads the session (lib/auth/sessions.ts), so
// every instance agrees and a request costs no extra round trip. The address limit is higher:
// an office behind one address has many users.

export type Limits = { perUser: number; perAddress: number };

/** The per-user keys: counted only for a request whose session works (lib/auth/sessions.ts). */
export const USER_KEY_PREFIX = "api:user:";
export const isUserKey = (key: string) => key.startsWith(USER_KEY_PREFIX);

export function rateKeys(limits: Limits, userId: string | null, address: string): string[] {
  const keys: string[] = [];
  if (limits.perUser > 0 && userId) keys.push(`${USER_KEY_PREFIX}${userId}`);
  if (limits.perAddress > 0) keys.push(`api:address:${address}`);
  return keys;
}

/** Seconds until the window ends when a count is over its limit, else null. */
export function overLimit(
  limits: Limits,
  hits: Map<string, number>,
  userId: string | null,
  address: string,
  now: Date = new Date(),
): { retryAfterSeconds: number; scope: "user" | "address" } | null {
  const user = userId ? (hits.get(`${USER_KEY_PREFIX}${userId}`) ?? 0) : 0;
  const byAddress = hits.get(`api:address:${address}`) ?? 0;
  const scope =
    limits.perUser > 0 && user > limits.perUser
      ? "user"
      : limits.perAddress > 0 && byAddress > limits.perAddress
        ? "address"
        : null;
  if (!scope) return null;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((WINDOW_MS - (now.getTime() % WINDOW_MS)) / 1000),
  );
  return { retryAfterSeconds, scope };
}
