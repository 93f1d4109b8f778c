import type { ContentfulStatusCode } from "hono/utils/http-status";

import type { ErrorBody, FieldErrors } from "@/lib/rental/errors";

// One error type for every refusal the service makes. Handlers throw it; app.onError turns it
// into the `{error: {code, message, details}}` envelope. Codes are listed in the README.

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { error: { code: this.code, message: this.message, details: this.details } };
  }
}

/** A 400 that names the fields at fault, shaped like `validationError` from lib/rental. */
export function fieldError(code: string, message: string, fields: FieldErrors): ApiError {
  return new ApiError(400, code, message, { fields });
}

export function notFound(what: string, id: string | number): ApiError {
  return new ApiError(404, "NOT_FOUND", `No ${what} with id ${id}.`, { resource: what, id });
}
