import { timingSafeEqual } from "node:crypto";

import type { Context, Hono } from "hono";

import { validationError } from "@/lib/rental/errors";
import { TOKEN_SCOPES, tokenRequestSchema } from "@/lib/rental/token";

import { signToken, type Scope } from "../auth/tokens";
import type { ClientConfig } from "../config";
import { english } from "../http/english";
import { ApiError, fieldError } from "../http/errors";

export type TokenRouteOptions = {
  clients: ClientConfig[];
  signingKey: () => Promise<Uint8Array>;
  ttlSeconds: () => number;
  now: () => Date;
};

/** Multipart form (the reference), urlencoded form, or JSON (the getting-started guide). */
async function readFields(c: Context): Promise<unknown> {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
    const form = await c.req.parseBody().catch(() => {
      throw new ApiError(400, "MALFORMED_BODY", "The form body could not be read.");
    });
    // Files are not credentials: keep only text fields.
    return Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === "string"));
  }
  if (type === "application/json") {
    try {
      return JSON.parse(await c.req.text());
    } catch {
      throw new ApiError(400, "MALFORMED_JSON", "The body is not valid JSON.");
    }
  }
  throw new ApiError(
    415,
    "UNSUPPORTED_MEDIA_TYPE",
    "Send multipart/form-data, application/x-www-form-urlencoded or application/json.",
  );
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** RFC 6749 §5.2 error codes for our refusals of a token request. */
function oauthError(error: ApiError): string {
  if (error.status === 401) return "invalid_client";
  if (error.code === "INVALID_SCOPE") return "invalid_scope";
  const fields = (error.details as { fields?: Record<string, unknown> }).fields ?? {};
  if (error.status === 400 && "grant_type" in fields && Object.keys(fields).length === 1)
    return "unsupported_grant_type";
  if (error.status === 429 || error.status === 503) return "temporarily_unavailable";
  if (error.status >= 500) return "server_error";
  return "invalid_request";
}

/**
 * A refused token request answers as RFC 6749 describes ({"error": "invalid_client",
 * "error_description": …}) so that any OAuth client library understands it, with our envelope's
 * code, message and details beside those members.
 */
export function tokenErrorResponse(c: Context, error: ApiError): Response {
  c.header("Cache-Control", "no-store");
  if (error.status === 401) c.header("WWW-Authenticate", 'Basic realm="rental-service"');
  return c.json(
    {
      error: oauthError(error),
      error_description: error.message,
      code: error.code,
      message: error.message,
      details: error.details,
    },
    error.status,
  );
}

export function registerTokenRoute(app: Hono, options: TokenRouteOptions) {
  // POST /oauth/token — client-credentials grant
  app.post("/oauth/token", async (c) => {
    try {
      return await issueToken(c, options);
    } catch (error) {
      if (error instanceof ApiError) return tokenErrorResponse(c, error);
      throw error;
    }
  });
}

async function issueToken(c: Context, options: TokenRouteOptions): Promise<Response> {
  {
    const parsed = tokenRequestSchema.safeParse(await readFields(c));
    if (!parsed.success) {
      const body = validationError(parsed.error, "body", english);
      throw new ApiError(400, body.error.code, body.error.message, body.error.details);
    }
    const { client_id, client_secret, scope } = parsed.data;
    const client = options.clients.find((cl) => cl.id === client_id);
    // Compare the secret even for an unknown client so both failures take the same time.
    const secretOk = sameSecret(client_secret, client?.secret ?? "\0".repeat(client_secret.length));
    if (!client || !secretOk) {
      throw new ApiError(401, "INVALID_CLIENT", "Unknown client or wrong secret.");
    }
    if (!(TOKEN_SCOPES as readonly string[]).includes(scope)) {
      throw fieldError("INVALID_SCOPE", "Unknown scope.", { scope: ["Use * or read"] });
    }
    // A read-only client asking for `*` gets `read`: OAuth lets the server narrow a scope.
    const granted: Scope = client.scope === "*" ? (scope as Scope) : "read";
    const ttl = options.ttlSeconds();
    const accessToken = await signToken(
      await options.signingKey(),
      { clientId: client.id, scope: granted },
      ttl,
      options.now(),
    );
    c.header("Cache-Control", "no-store");
    return c.json({
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: ttl,
      scope: granted,
    });
  }
}
