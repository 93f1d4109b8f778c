import "server-only";

import { stringifyListQuery, type ListQuery } from "@/lib/rental/list-query";

import { attemptGate } from "./background";
import { fromFetchFailure, UpstreamError } from "./errors";
import type { TokenSource } from "./token";
import { type Answer, fetchTransport, nodeTransport, type UpstreamTransport } from "./transport";

// The one HTTP client for the rental service. Each attempt has its own timeout. Only GET is
// retried (at most twice, jittered exponential backoff, Retry-After honoured up to 5 s), and
// only when retrying can help: no connection, 429, 500, 502, 503, 504. A timeout is not
// retried, so a hung upstream costs the user one timeout, not three. POST, PUT and DELETE are
// sent exactly once. An upstream 401 renews the token and repeats the call once, whatever the
// method: the refused attempt was not executed. In background reading (background.ts) every
// attempt, retries and repeats included, first waits for a slot of the upstream budget.

export type UpstreamMethod = "GET" | "POST" | "PUT" | "DELETE";

export type UpstreamRequest = {
  method: UpstreamMethod;
  /** Path under `/tenant/v1`, e.g. `/units/12`. */
  path: string;
  query?: ListQuery;
  body?: unknown;
};

/** A 2xx answer; `body` is the parsed JSON, or null when there was none. */
export type UpstreamResponse = { status: number; body: unknown };

export type UpstreamClient = { request(request: UpstreamRequest): Promise<UpstreamResponse> };

export type UpstreamClientOptions = {
  baseUrl: string;
  timeoutMs: number;
  tokens: TokenSource;
  /** How requests travel (default: Node's HTTP client, transport.ts). */
  transport?: UpstreamTransport;
  /** A `fetch` to send them with instead (scripts and tests that bring their own). */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  maxRetries?: number;
  baseDelayMs?: number;
};

type Gate = ReturnType<typeof attemptGate>;

export const MAX_RETRY_AFTER_MS = 5_000;
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const transport =
    options.transport ?? (options.fetch ? fetchTransport(options.fetch) : nodeTransport);
  const sleep = options.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  const random = options.random ?? Math.random;
  const maxRetries = options.maxRetries ?? 2;
  const baseDelayMs = options.baseDelayMs ?? 250;
  const base = `${options.baseUrl.replace(/\/+$/, "")}/tenant/v1`;

  function urlOf(request: UpstreamRequest): string {
    const query = request.query ? stringifyListQuery(request.query) : "";
    return `${base}${request.path}${query ? `?${query}` : ""}`;
  }

  /** One attempt: send, read the body within the same timeout. */
  async function send(request: UpstreamRequest, token: string): Promise<UpstreamResponse> {
    const hasBody = request.body !== undefined;
    let answer: Answer;
    try {
      answer = await transport({
        method: request.method,
        url: urlOf(request),
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: "application/json",
          ...(hasBody ? { "Content-Type": "application/json" } : {}),
        },
        body: hasBody ? JSON.stringify(request.body) : undefined,
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      throw fromFetchFailure(error);
    }
    const { status, text } = answer;
    let body: unknown = null;
    if (text.trim() !== "") {
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON (an HTML error page of a proxy, say): a 5xx keeps its status meaning.
        if (status >= 500) throw statusError(answer, undefined);
        throw new UpstreamError("invalid-response", status);
      }
    }
    if (status >= 200 && status < 300) return { status, body };
    throw statusError(answer, body);
  }

  /** One call as the caller sees it: a refused token is renewed and the call repeated once. */
  async function call(
    request: UpstreamRequest,
    gate: Gate,
    previous: unknown,
  ): Promise<UpstreamResponse> {
    const token = await options.tokens.get();
    await gate(previous);
    let refused: unknown;
    try {
      return await send(request, token);
    } catch (error) {
      if (!(error instanceof UpstreamError && error.status === 401)) throw error;
      options.tokens.invalidate(token);
      refused = error;
    }
    const renewed = await options.tokens.get();
    await gate(refused);
    try {
      return await send(request, renewed);
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 401)
        throw new UpstreamError("auth", 401);
      throw error;
    }
  }

  return {
    async request(request) {
      // Background reading sends each attempt in a slot of the upstream budget (background.ts).
      const gate = attemptGate();
      let previous: unknown;
      for (let attempt = 0; ; attempt++) {
        try {
          return await call(request, gate, previous);
        } catch (error) {
          // No slot for the retry: the attempt before it is the answer.
          if (error === previous) throw error;
          const delay = request.method === "GET" ? retryDelay(error, attempt) : null;
          if (delay === null || attempt >= maxRetries) throw error;
          previous = error;
          await sleep(delay);
        }
      }
    },
  };

  /** Milliseconds to wait before the next GET attempt, or null when retrying cannot help. */
  function retryDelay(error: unknown, attempt: number): number | null {
    if (!(error instanceof UpstreamError)) return null;
    const retryable =
      error.kind === "unreachable" ||
      (error.kind === "status" && RETRYABLE_STATUSES.has(error.status ?? 0));
    if (!retryable) return null;
    if (error.retryAfterMs !== null) {
      return error.retryAfterMs <= MAX_RETRY_AFTER_MS ? error.retryAfterMs : null;
    }
    // Exponential backoff with jitter: between half and all of base * 2^attempt.
    const ceiling = baseDelayMs * 2 ** attempt;
    return Math.round(ceiling / 2 + random() * (ceiling / 2));
  }
}

function statusError(answer: Answer, body: unknown): UpstreamError {
  return new UpstreamError(
    "status",
    answer.status,
    body,
    parseRetryAfter(answer.header("retry-after")),
  );
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
