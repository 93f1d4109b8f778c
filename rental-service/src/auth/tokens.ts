import { errors, jwtVerify, SignJWT } from "jose";

import type { TOKEN_SCOPES } from "@/lib/rental/token";

import { ApiError } from "../http/errors";

export type Scope = (typeof TOKEN_SCOPES)[number];
export type TokenClaims = { clientId: string; scope: Scope };

const ISSUER = "rental-service";
const AUDIENCE = "rental-service/tenant/v1";

export async function signToken(
  key: Uint8Array,
  claims: TokenClaims,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scope: claims.scope })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.clientId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}

/** The token of `Authorization: Bearer <token>`; 401 without one. */
function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  if (!match?.[1]) {
    throw new ApiError(401, "UNAUTHENTICATED", "Send Authorization: Bearer <access_token>.");
  }
  return match[1];
}

type Verified = TokenClaims & { exp: number };

/** The token's claims and expiry; any problem is a 401 that never echoes the token. */
async function verifyToken(key: Uint8Array, token: string, now: Date): Promise<Verified> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      // A token without an expiry (or issue time) would be valid forever.
      requiredClaims: ["exp", "iat"],
    });
    const { sub, scope, exp } = payload;
    if (typeof sub !== "string" || (scope !== "*" && scope !== "read") || exp === undefined) {
      throw new Error("claims");
    }
    return { clientId: sub, scope, exp };
  } catch (error) {
    throw error instanceof errors.JWTExpired ? expiredError() : invalidError();
  }
}

const expiredError = () =>
  new ApiError(401, "TOKEN_EXPIRED", "The access token has expired; request a new one.");
const invalidError = () => new ApiError(401, "INVALID_TOKEN", "The access token is invalid.");

/** Verified tokens one verifier remembers: a client holds one token until it expires. */
const MAX_REMEMBERED = 1000;

/**
 * Reads and verifies `Authorization: Bearer <token>`, remembering the tokens it accepted by their
 * exact text until they expire: a client sends the same token with every request, and its HMAC
 * need not be checked again. One per app (its signing key); another key forgets them all.
 */
export function createBearerVerifier() {
  let keyOf: Uint8Array | null = null;
  const known = new Map<string, Verified>();
  return async (key: Uint8Array, header: string | undefined, now: Date): Promise<TokenClaims> => {
    if (key !== keyOf) {
      known.clear();
      keyOf = key;
    }
    const token = bearerToken(header);
    let verified = known.get(token);
    if (verified) {
      // jose's own rule: expired once `exp <= now` (whole seconds, no tolerance).
      if (verified.exp <= Math.floor(now.getTime() / 1000)) {
        known.delete(token);
        throw expiredError();
      }
    } else {
      verified = await verifyToken(key, token, now);
      if (known.size >= MAX_REMEMBERED) known.delete(known.keys().next().value!);
      known.set(token, verified);
    }
    return { clientId: verified.clientId, scope: verified.scope };
  };
}
