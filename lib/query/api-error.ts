import { API_ERROR_CODES, type ApiErrorCode } from "@/lib/http/error-codes";
import type { FieldErrors } from "@/lib/rental/errors";

/** The server's codes, and the browser's own for answers that never came or cannot be read. */
export type ClientErrorCode =
  ApiErrorCode | typeof NETWORK_ERROR | typeof INVALID_RESPONSE | `HTTP_${number}`;

/** A code from an answer's body, or `HTTP_<status>` when it is not one of ours. */
export function errorCodeOf(code: string | undefined, status: number): ClientErrorCode {
  const known = API_ERROR_CODES.find((c) => c === code);
  return known ?? `HTTP_${status}`;
}

/** An error answer from the dashboard's API (`{error:{code,message,details}}`), or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly fields?: FieldErrors;
  readonly details: Record<string, unknown>;
  readonly requestId: string | null;

  constructor(init: {
    status: number;
    code: ClientErrorCode;
    message: string;
    fields?: FieldErrors;
    details?: Record<string, unknown>;
    requestId?: string | null;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.details = init.details ?? {};
    this.requestId = init.requestId ?? null;
  }

  /** 4xx: the request itself was refused; repeating it will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Status 0 marks a request that never got an answer (offline, aborted, DNS…). */
export const NETWORK_ERROR = "NETWORK_ERROR";
/** An answer that does not match its endpoint's response schema (mixed versions). */
export const INVALID_RESPONSE = "INVALID_RESPONSE";
