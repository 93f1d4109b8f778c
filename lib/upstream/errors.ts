import "server-only";

import type { ApiErrorCode } from "@/lib/http/error-codes";
import type { ErrorBody, FieldErrors } from "@/lib/rental/errors";
import { msg } from "@/lib/rental/messages";

// The one error mapper between the rental service and the browser. Upstream trouble becomes a
// status and a code of our own with a message written for a person (a catalogue key, translated
// into the person's language on the way out). Nothing from upstream is echoed except the
// per-field messages of a 400 (and its message when it looks harmless): never its address, a
// token, a stack trace or its raw error text. Refusals whose upstream code we know are told in
// our own words, so they read in Arabic too.

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

// One brand for every copy of this module: the process-wide client (upstream.ts) may have been
// made by another route bundle's copy than the one catching its errors.
const BRAND = Symbol.for("rental-desk.upstream-error");

export class UpstreamError extends Error {
  override readonly name = "UpstreamError";
  readonly [BRAND] = true;

  /** `instanceof` holds for an UpstreamError from any copy of this module. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && BRAND in value;
  }

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

export type MappedError = { status: number; body: ErrorBody<ApiErrorCode> };

const MESSAGES = {
  timeout: msg("apiErrors.upstream.timeout"),
  unavailable: msg("apiErrors.upstream.unavailable"),
  error: msg("apiErrors.upstream.error"),
  unreadable: msg("apiErrors.upstream.unreadable"),
  auth: msg("apiErrors.upstream.auth"),
  forbidden: msg("apiErrors.upstream.forbidden"),
  notFound: msg("apiErrors.upstream.notFound"),
  conflict: msg("apiErrors.upstream.conflict"),
  rejected: msg("apiErrors.upstream.rejected"),
} as const;

/** Refusals of the rental service (its README) that we say in our own words, in both languages. */
const KNOWN_REFUSALS = [
  "DEED_MISMATCH",
  "DUPLICATE_UNIT_NUMBER",
  "DUPLICATE_ID_NUMBER",
  "UNIT_ALREADY_LEASED",
  "UNKNOWN_REFERENCE",
  "CONTRACT_NOT_EDITABLE",
  "CONTRACT_NOT_DELETABLE",
  "PROPERTY_HAS_ACTIVE_CONTRACTS",
] as const;

function knownRefusal(upstreamBody: unknown): string | null {
  const code = isRecord(upstreamBody) && isRecord(upstreamBody.error) && upstreamBody.error.code;
  return typeof code === "string" && (KNOWN_REFUSALS as readonly string[]).includes(code)
    ? msg(`apiErrors.refusals.${code}`)
    : null;
}

function body(
  code: ApiErrorCode,
  message: string,
  details: ErrorBody["error"]["details"] = {},
): ErrorBody<ApiErrorCode> {
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
    const refusal = knownRefusal(upstreamBody);
    let fields = upstreamFields(upstreamBody);
    if (fields && refusal) {
      fields = Object.fromEntries(Object.keys(fields).map((path) => [path, [refusal]]));
    }
    const message = refusal ?? safeMessage(upstreamBody) ?? MESSAGES.rejected;
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
  // Upstream's keys (`__proto__` included) become own properties: fromEntries defines them.
  const fields: FieldErrors = Object.fromEntries(
    Object.entries(source)
      .slice(0, MAX_FIELDS)
      .map(([key, value]): [string, string[]] => [
        key,
        (Array.isArray(value) ? value : [value])
          .filter((m): m is string => typeof m === "string" && m.length > 0)
          .map((m) => m.slice(0, MAX_TEXT)),
      ])
      .filter(([key, messages]) => messages.length && key.length <= 200),
  );
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
