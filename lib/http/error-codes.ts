// Every `error.code` the dashboard's API answers with, as one typed union (the browser switches
// on some of them; the OpenAPI document lists them all).

export const API_ERROR_CODES = [
  // The request itself (lib/http/handler.ts)
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "CROSS_ORIGIN",
  "UNSUPPORTED_MEDIA_TYPE",
  "MALFORMED_JSON",
  "PAYLOAD_TOO_LARGE",
  "VALIDATION_FAILED",
  "NOT_FOUND",
  "CONFLICT",
  "SELF_LOCKOUT",
  // A contract is renewed once (lib/contracts/handlers.ts)
  "ALREADY_RENEWED",
  "INTERNAL_ERROR",
  // No SMTP_URL: the digest cannot be sent (lib/digest/handlers.ts)
  "EMAIL_OFF",
  // Sessions, throttling and rate limits (lib/http/refusals.ts, lib/account/, lib/exports/)
  "BODY_NOT_ALLOWED",
  "RATE_LIMITED",
  "TOO_MANY_EXPORTS",
  "THROTTLED",
  "PASSWORD_CHANGE_REQUIRED",
  "SECOND_FACTOR_REQUIRED",
  "REAUTHENTICATION_FAILED",
  "STEP_UP_REQUIRED",
  "WEAK_PASSWORD",
  // The rental service's answer (lib/upstream/errors.ts)
  "UPSTREAM_REJECTED",
  "UPSTREAM_FORBIDDEN",
  "UPSTREAM_CONFLICT",
  "UPSTREAM_UNAVAILABLE",
  "UPSTREAM_TIMEOUT",
  "UPSTREAM_AUTH",
  "UPSTREAM_ERROR",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
