import "server-only";

import { env } from "@/lib/env";
import { instrumentedFetch, instrumentedTransport } from "@/lib/upstream/fetch";

import { createUpstreamClient, type UpstreamClient } from "./client";
import { createTokenSource, type TokenSource } from "./token";
import { nodeTransport } from "./transport";

// The process-wide upstream client. Kept on globalThis so that every route bundle in the
// server shares one token cache (and so one token request per expiry), however the bundler
// splits modules between routes.

const KEY = Symbol.for("rental-desk.upstream-client");
type Upstream = { client: UpstreamClient; tokens: TokenSource };
type Holder = { [KEY]?: Upstream };

function holder(): Upstream {
  const scope = globalThis as Holder;
  scope[KEY] ??= createFromEnv();
  return scope[KEY];
}

export function upstream(): UpstreamClient {
  return holder().client;
}

/** The process's token source (readiness checks that a token can be had). */
export function upstreamTokens(): TokenSource {
  return holder().tokens;
}

function createFromEnv(): Upstream {
  const timeoutMs = Number(env.RENTAL_API_TIMEOUT_MS);
  // Timing, metrics and the request id on every upstream attempt (lib/observability).
  const observedFetch = instrumentedFetch();
  const tokens = createTokenSource({
    baseUrl: env.RENTAL_API_BASE_URL,
    clientId: env.RENTAL_CLIENT_ID,
    clientSecret: env.RENTAL_CLIENT_SECRET,
    scope: env.RENTAL_SCOPE,
    timeoutMs,
    fetch: observedFetch,
  });
  const client = createUpstreamClient({
    baseUrl: env.RENTAL_API_BASE_URL,
    timeoutMs,
    tokens,
    transport: instrumentedTransport(nodeTransport),
  });
  return { client, tokens };
}
