import type { FieldErrors } from "@/lib/rental/errors";

/** An error answer from the dashboard's API (`{error:{code,message,details}}`), or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: FieldErrors;
  readonly details: Record<string, unknown>;
  readonly requestId: string | null;

  constructor(init: {
    status: number;
    code: string;
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
