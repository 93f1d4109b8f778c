import type { MiddlewareHandler } from "hono";

import { createBearerVerifier, type TokenClaims } from "../auth/tokens";
import { ApiError } from "./errors";

export type AppEnv = { Variables: { claims: TokenClaims } };

/**
 * The interface requires `Accept: application/json` on every business request. A list that
 * names application/json (any q > 0) passes; a missing header, `*\/*` alone or another type is
 * refused with 406, so a client that forgot the header finds out at once.
 */
export function acceptsJson(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [type, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    return type === "application/json" && (!q || Number(q.slice(2)) > 0);
  });
}

export function requireJsonAccept(): MiddlewareHandler {
  return async (_c, next) => {
    if (!acceptsJson(_c.req.header("accept"))) {
      throw new ApiError(406, "NOT_ACCEPTABLE", "Send Accept: application/json.");
    }
    return next();
  };
}

/** Bearer token → claims; scope `read` may only GET (403 otherwise). */
export function requireToken(
  key: () => Promise<Uint8Array>,
  now: () => Date,
): MiddlewareHandler<AppEnv> {
  const verify = createBearerVerifier();
  return async (c, next) => {
    const claims = await verify(await key(), c.req.header("authorization"), now());
    if (claims.scope !== "*" && c.req.method !== "GET" && c.req.method !== "HEAD") {
      throw new ApiError(403, "INSUFFICIENT_SCOPE", "This token's scope allows reading only.", {
        scope: claims.scope,
      });
    }
    c.set("claims", claims);
    return next();
  };
}
