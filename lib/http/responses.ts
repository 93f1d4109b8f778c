import type { ApiErrorCode } from "@/lib/http/error-codes";
import type { ErrorBody } from "@/lib/rental/errors";

// The two ways a dashboard route answers: a JSON body, or the `{error:{code,message,details}}`
// envelope. API answers are private to the signed-in user, so nothing is cached.

const NO_STORE = "no-store";

/** A JSON response with the body as given (route handlers pass `{data, meta}` envelopes). */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("cache-control")) headers.set("cache-control", NO_STORE);
  return Response.json(body, { ...init, headers });
}

export function apiError(
  status: number,
  code: ApiErrorCode,
  message: string,
  details: ErrorBody["error"]["details"] = {},
  init: ResponseInit = {},
): Response {
  const body: ErrorBody<ApiErrorCode> = { error: { code, message, details } };
  return json(body, { ...init, status });
}

/** `{data, meta}` with `meta.pagination` for a page of a list. */
export function listBody<T>(
  rows: T[],
  page: { page: number; pageSize: number; total: number },
): {
  data: T[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
} {
  return {
    data: rows,
    meta: {
      pagination: {
        page: page.page,
        pageSize: page.pageSize,
        pageCount: Math.ceil(page.total / page.pageSize),
        total: page.total,
      },
    },
  };
}
