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

/** Reads `Authorization: Bearer <token>`; any problem is a 401 that never echoes the token. */
export async function verifyBearer(
  key: Uint8Array,
  header: string | undefined,
  now: Date,
): Promise<TokenClaims> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  if (!match?.[1]) {
    throw new ApiError(401, "UNAUTHENTICATED", "Send Authorization: Bearer <access_token>.");
  }
  try {
    const { payload } = await jwtVerify(match[1], key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      // A token without an expiry (or issue time) would be valid forever.
      requiredClaims: ["exp", "iat"],
    });
    const scope = payload.scope;
    if (typeof payload.sub !== "string" || (scope !== "*" && scope !== "read")) {
      throw new Error("claims");
    }
    return { clientId: payload.sub, scope };
  } catch (error) {
    const expired = error instanceof errors.JWTExpired;
    throw new ApiError(
      401,
      expired ? "TOKEN_EXPIRED" : "INVALID_TOKEN",
      expired ? "The access token has expired; request a new one." : "The access token is invalid.",
    );
  }
}
