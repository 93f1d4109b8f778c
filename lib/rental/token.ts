import { z } from "zod";

import { requiredText } from "./fields";
import { msg } from "./messages";

/** Scopes the service grants: `*` for everything, `read` for GET requests only. */
export const TOKEN_SCOPES = ["*", "read"] as const;

// POST /oauth/token (multipart form as documented, or the guide's JSON variant)
export const tokenRequestSchema = z.object({
  grant_type: z.literal("client_credentials", { error: msg("validation.clientCredentials") }),
  client_id: requiredText(200),
  client_secret: requiredText(500),
  scope: requiredText(100),
});

export type TokenRequest = z.output<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().positive(),
});

export type TokenResponse = z.output<typeof tokenResponseSchema>;
