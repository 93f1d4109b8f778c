import "server-only";

import { tokenResponseSchema } from "@/lib/rental/token";

import { fromFetchFailure, UpstreamError } from "./errors";

// The access token for the rental service (OAuth 2.0 client credentials). One token serves the
// whole process: it is cached until shortly before it expires and fetched by a single flight,
// so any number of requests arriving with a cold cache cause one token request. The token and
// the secret are never logged and never leave this module except as the Authorization header.

export type TokenSourceOptions = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
};

export type TokenSource = {
  /** A valid access token: the cached one, or a fresh one (one request for all waiters). */
  get(): Promise<string>;
  /** Drops `stale` after upstream refused it; a newer token already cached is kept. */
  invalidate(stale: string): void;
};

/** Renew this long before expiry, so a token never expires between check and use. */
export const REFRESH_MARGIN_MS = 60_000;

export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/oauth/token`;
  let cached: { token: string; renewAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    // The interface documents multipart form fields with the configured scope.
    const form = new FormData();
    form.set("grant_type", "client_credentials");
    form.set("client_id", options.clientId);
    form.set("client_secret", options.clientSecret);
    form.set("scope", options.scope);
    const startedAt = now();
    const signal = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    let payload: unknown;
    try {
      response = await doFetch(url, {
        method: "POST",
        body: form,
        headers: { Accept: "application/json" },
        signal,
        cache: "no-store",
        // A redirect would send the client secret to another address: never follow one.
        redirect: "manual",
      });
      payload = await response.json().catch((error: unknown) => {
        if (signal.aborted) throw error;
        return undefined;
      });
    } catch (error) {
      throw fromFetchFailure(error);
    }
    if (response.status >= 300 && response.status < 400)
      throw new UpstreamError("status", response.status);
    // 400/401/403 from the token endpoint mean our credentials or scope are refused.
    if ([400, 401, 403].includes(response.status)) throw new UpstreamError("auth", response.status);
    if (!response.ok) throw new UpstreamError("status", response.status);
    const parsed = tokenResponseSchema.safeParse(payload);
    if (!parsed.success) throw new UpstreamError("invalid-response", response.status);
    const lifetimeMs = parsed.data.expires_in * 1000;
    // A token that lives less than two minutes is renewed at half its life instead.
    const margin = Math.min(REFRESH_MARGIN_MS, lifetimeMs / 2);
    cached = { token: parsed.data.access_token, renewAt: startedAt + lifetimeMs - margin };
    return parsed.data.access_token;
  }

  return {
    get() {
      if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
      inFlight ??= requestToken().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    invalidate(stale) {
      if (cached?.token === stale) cached = null;
    },
  };
}
