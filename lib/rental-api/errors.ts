import "server-only";

import type { ErrorBody, FieldErrors } from "@/lib/rental/errors";

// The one error mapper between the rental service and the browser. Upstream trouble becomes a
// status and a code of our own with a message written for a person. Nothing from upstream is
// echoed except the per-field messages of a 400 (and its message when it looks harmless):
// never its address, a token, a stack trace or its raw error text.

export type UpstreamErrorKind =
  /** The attempt ran out of time (AbortSignal.timeout). */
  | "timeout"
  /** No connection: refused, reset, DNS failure. */
  | "unreachable"
  /** Our credentials were refused, even after one renewal. */
  | "auth"
  /** A body we cannot read: not JSON, or not the shape of a record. */
  | "invalid-response"
  /** A non-2xx answer with a JSON (or empty) body. */
  | "status";

export class UpstreamError extends Error {
  override readonly name = "UpstreamError";
  constructor(
    readonly kind: UpstreamErrorKind,
    readonly status: number | null = null,
    /** The parsed JSON body of a non-2xx answer (never sent to the browser as is). */
    readonly body: unknown = undefined,
    /** Retry-After of the answer, in milliseconds, when it had one. */
    readonly retryAfterMs: number | null = null,
  ) {
    // The message is for server logs; it never carries upstream text.
    super(status === null ? `upstream ${kind}` : `upstream ${kind} ${status}`);
  }
}

/** Classifies a `fetch` rejection: our timeout signal, or a connection that never happened. */
export function fromFetchFailure(error: unknown): UpstreamError {
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError") return new UpstreamError("timeout");
  return new UpstreamError("unreachable");
}

export type MappedError = { status: number; body: ErrorBody };

const MESSAGES = {
  timeout: "The rental service did not answer in time. Try again in a moment.",
  unavailable: "The rental service cannot be reached right now. Try again in a moment.",
  error: "The rental service could not complete the request. Try again later.",
  unreadable: "The rental service sent an answer the dashboard cannot read. Try again later.",
  auth: "The rental service refused the dashboard's credentials. Ask an administrator to check them.",
  forbidden: "The dashboard's rental-service account is not allowed to do this.",
  notFound: "The rental service has no such record.",
  conflict: "The rental service refused the change because it conflicts with existing data.",
  rejected: "The rental service refused the request. Check the highlighted fields.",
} as const;

function body(code: string, message: string, details: ErrorBody["error"]["details"] = {}) {
  return { error: { code, message, details } };
}

/** Maps any UpstreamError to the status and body the browser receives. */
export function mapUpstreamError(error: UpstreamError): MappedError {
  switch (error.kind) {
    case "timeout":
      return { status: 504, body: body("UPSTREAM_TIMEOUT", MESSAGES.timeout) };
    case "unreachable":
      return { status: 502, body: body("UPSTREAM_UNAVAILABLE", MESSAGES.unavailable) };
    case "auth":
      return { status: 502, body: body("UPSTREAM_AUTH", MESSAGES.auth) };
    case "invalid-response":
      return { status: 502, body: body("UPSTREAM_ERROR", MESSAGES.unreadable) };
    case "status":
      return mapStatus(error.status ?? 500, error.body);
  }
}

function mapStatus(status: number, upstreamBody: unknown): MappedError {
  if (status === 400 || status === 422) {
    const fields = upstreamFields(upstreamBody);
    const message = safeMessage(upstreamBody) ?? MESSAGES.rejected;
    const code = fields ? "VALIDATION_FAILED" : "UPSTREAM_REJECTED";
    return { status: 400, body: body(code, message, fields ? { fields } : {}) };
  }
  if (status === 404) return { status: 404, body: body("NOT_FOUND", MESSAGES.notFound) };
  if (status === 403) return { status: 403, body: body("UPSTREAM_FORBIDDEN", MESSAGES.forbidden) };
  if (status === 401) return { status: 502, body: body("UPSTREAM_AUTH", MESSAGES.auth) };
  if (status === 409) return { status: 409, body: body("UPSTREAM_CONFLICT", MESSAGES.conflict) };
  if (status === 502 || status === 503 || status === 504 || status === 429)
    return { status: 502, body: body("UPSTREAM_UNAVAILABLE", MESSAGES.unavailable) };
  return { status: 502, body: body("UPSTREAM_ERROR", MESSAGES.error) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const MAX_FIELDS = 100;
const MAX_TEXT = 300;

/**
 * Per-field messages of a refused request, in our `details.fields` shape. Accepts our service's
 * `{error:{details:{fields}}}` and Laravel's `{errors:{field:[msg]}}`; anything else is dropped.
 */
export function upstreamFields(upstreamBody: unknown): FieldErrors | null {
  if (!isRecord(upstreamBody)) return null;
  const error = isRecord(upstreamBody.error) ? upstreamBody.error : null;
  const details = error && isRecord(error.details) ? error.details : null;
  const source = details && isRecord(details.fields) ? details.fields : upstreamBody.errors;
  if (!isRecord(source)) return null;
  const fields: FieldErrors = {};
  for (const [key, value] of Object.entries(source).slice(0, MAX_FIELDS)) {
    const messages = (Array.isArray(value) ? value : [value])
      .filter((m): m is string => typeof m === "string" && m.length > 0)
      .map((m) => m.slice(0, MAX_TEXT));
    if (messages.length && key.length <= 200) fields[key] = messages;
  }
  return Object.keys(fields).length ? fields : null;
}

// A message is passed on only when it is one plain sentence: no addresses, paths, stack
// frames, tokens or control characters.
const UNSAFE =
  /(https?:|\/\/|\bat\s+\S+\s*\(|[\r\n\t]|bearer|token|secret|[A-Za-z0-9_-]{24,}|\d+\.\d+\.\d+\.\d+|localhost|:\d{2,5}\b|[{}<>\\])/i;

export function safeMessage(upstreamBody: unknown): string | null {
  if (!isRecord(upstreamBody)) return null;
  const error = isRecord(upstreamBody.error) ? upstreamBody.error : upstreamBody;
  const message = error.message;
  if (typeof message !== "string" || message.length === 0 || message.length > 200) return null;
  return UNSAFE.test(message) ? null : message;
}
