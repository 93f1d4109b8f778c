import { timingSafeEqual } from "node:crypto";

import type { Context, Hono } from "hono";
import { z } from "zod";

import { validationError } from "@/lib/rental/errors";
import { TOKEN_SCOPES, tokenRequestSchema, tokenResponseSchema } from "@/lib/rental/token";

import { signToken, type Scope } from "../auth/tokens";
import type { ClientConfig } from "../config";
import { english } from "../http/english";
import { ApiError, fieldError } from "../http/errors";
import type { RouteDoc } from "./route";

/** Multipart form (the reference), urlencoded form, or JSON (the getting-started guide). */
const TOKEN_BODY_TYPES = [
  "multipart/form-data",
  "application/x-www-form-urlencoded",
  "application/json",
] as const;

/** RFC 6749 §5.2 error codes for our refusals of a token request. */
const OAUTH_ERRORS = [
  "invalid_client",
  "invalid_scope",
  "unsupported_grant_type",
  "temporarily_unavailable",
  "server_error",
  "invalid_request",
] as const;

/**
 * A refused token request answers as RFC 6749 describes ({"error": "invalid_client",
 * "error_description": …}) so that any OAuth client library understands it, with our envelope's
 * code, message and details beside those members.
 */
export const tokenErrorSchema = z.object({
  error: z.enum(OAUTH_ERRORS),
  error_description: z.string(),
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()),
});

/** The token answer: the interface's three members and the scope granted. */
const tokenAnswerSchema = tokenResponseSchema.extend({ scope: z.enum(TOKEN_SCOPES) });

// POST /oauth/token — client-credentials grant (the OpenAPI document's row; served below)
export const tokenRoute = {
  method: "POST",
  path: "/oauth/token",
  summary: "Client-credentials token",
  description:
    "multipart/form-data (documented), application/x-www-form-urlencoded or JSON. A client whose scope is `read` that asks for `*` is granted `read`.",
  body: tokenRequestSchema,
  bodyTypes: TOKEN_BODY_TYPES,
  response: tokenAnswerSchema,
} satisfies RouteDoc;

/** What a token request can be refused with (its body: tokenErrorSchema). */
export const TOKEN_REFUSALS = {
  "400": "Invalid request, grant type or scope",
  "401": "Unknown client or wrong secret",
  "413": "Body too large",
  "415": "Body neither a form nor JSON",
  "429": "Too many token requests from this address; see Retry-After",
} as const;

export type TokenRouteOptions = {
  clients: ClientConfig[];
  signingKey: () => Promise<Uint8Array>;
  ttlSeconds: () => number;
  now: () => Date;
};

/** The body's fields, in any of TOKEN_BODY_TYPES. */
async function readFields(c: Context): Promise<unknown> {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type === TOKEN_BODY_TYPES[0] || type === TOKEN_BODY_TYPES[1]) {
    const form = await c.req.parseBody().catch(() => {
      throw new ApiError(400, "MALFORMED_BODY", "The form body could not be read.");
    });
    // Files are not credentials: keep only text fields.
    return Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === "string"));
  }
  if (type === TOKEN_BODY_TYPES[2]) {
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

function oauthError(error: ApiError): (typeof OAUTH_ERRORS)[number] {
  if (error.status === 401) return "invalid_client";
  if (error.code === "INVALID_SCOPE") return "invalid_scope";
  const fields = (error.details as { fields?: Record<string, unknown> }).fields ?? {};
  if (error.status === 400 && "grant_type" in fields && Object.keys(fields).length === 1)
    return "unsupported_grant_type";
  if (error.status === 429 || error.status === 503) return "temporarily_unavailable";
  if (error.status >= 500) return "server_error";
  return "invalid_request";
}

/** The answer to a refused token request (tokenErrorSchema). */
export function tokenErrorResponse(c: Context, error: ApiError): Response {
  c.header("Cache-Control", "no-store");
  if (error.status === 401) c.header("WWW-Authenticate", 'Basic realm="rental-service"');
  const body: z.input<typeof tokenErrorSchema> = {
    error: oauthError(error),
    error_description: error.message,
    code: error.code,
    message: error.message,
    details: error.details,
  };
  return c.json(body, error.status);
}

export function registerTokenRoute(app: Hono, options: TokenRouteOptions) {
  app.post(tokenRoute.path, async (c) => {
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
    const answer: z.input<typeof tokenAnswerSchema> = {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: ttl,
      scope: granted,
    };
    return c.json(answer);
  }
}
