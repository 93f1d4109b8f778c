import "server-only";

import { env } from "@/lib/env";

import { createUpstreamClient, type UpstreamClient } from "./client";
import { createTokenSource } from "./token";

// The process-wide upstream client. Kept on globalThis so that every route bundle in the
// server shares one token cache (and so one token request per expiry), however the bundler
// splits modules between routes.

const KEY = Symbol.for("rental-desk.upstream-client");
type Holder = { [KEY]?: UpstreamClient };

export function upstream(): UpstreamClient {
  const holder = globalThis as Holder;
  holder[KEY] ??= createFromEnv();
  return holder[KEY];
}

function createFromEnv(): UpstreamClient {
  const timeoutMs = Number(env.RENTAL_API_TIMEOUT_MS);
  const tokens = createTokenSource({
    baseUrl: env.RENTAL_API_BASE_URL,
    clientId: env.RENTAL_CLIENT_ID,
    clientSecret: env.RENTAL_CLIENT_SECRET,
    scope: env.RENTAL_SCOPE,
    timeoutMs,
  });
  return createUpstreamClient({ baseUrl: env.RENTAL_API_BASE_URL, timeoutMs, tokens });
}
