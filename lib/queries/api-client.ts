import type { ErrorBody } from "@/lib/rental/errors";

import { ApiError, NETWORK_ERROR } from "./api-error";

export type ApiResponse<T, M = Record<string, unknown>> = { data: T; meta: M };

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type RequestOptions = {
  method?: Method;
  /** Sent as JSON; mutations always carry `Content-Type: application/json` (the server insists). */
  body?: unknown;
  signal?: AbortSignal;
};

const SIGN_IN_PATH = "/sign-in";

/** The session ended: go to sign-in and come back to this page afterwards. */
function redirectToSignIn(): void {
  if (typeof window === "undefined") return;
  const { pathname, search } = window.location;
  if (pathname === SIGN_IN_PATH) return;
  const callbackUrl = encodeURIComponent(pathname + search);
  // A full page load on purpose: it drops every cached query of the ended session.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`${SIGN_IN_PATH}?callbackUrl=${callbackUrl}`);
}

async function readError(response: Response): Promise<ApiError> {
  const requestId = response.headers.get("x-request-id");
  let body: Partial<ErrorBody> | null = null;
  try {
    body = (await response.json()) as Partial<ErrorBody>;
  } catch {
    // Not JSON (a proxy's HTML page, say): fall through to a generic error.
  }
  const error = body?.error;
  return new ApiError({
    status: response.status,
    code: error?.code ?? `HTTP_${response.status}`,
    message: error?.message ?? response.statusText ?? "Request failed",
    fields: error?.details?.fields,
    details: error?.details,
    requestId,
  });
}

/**
 * Calls the dashboard's own API (`/api/...`) from the browser and returns the `{data, meta}`
 * envelope, or throws an ApiError. The browser never retries here: the server does.
 */
export async function apiRequest<T, M = Record<string, unknown>>(
  path: string,
  { method = "GET", body, signal }: RequestOptions = {},
): Promise<ApiResponse<T, M>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET") headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
      signal,
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({
      status: 0,
      code: NETWORK_ERROR,
      message: "The dashboard could not be reached. Check your connection.",
    });
  }
  // A read with an ended session goes to sign-in and back. A write does not: leaving would throw
  // away the form being saved, so the form says so and offers sign-in in another tab instead.
  if (response.status === 401 && method === "GET") redirectToSignIn();
  if (!response.ok) throw await readError(response);
  return (await response.json()) as ApiResponse<T, M>;
}

export const api = {
  get: <T, M = Record<string, unknown>>(path: string, signal?: AbortSignal) =>
    apiRequest<T, M>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "POST", body }),
  put: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: "PUT", body }),
  patch: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: "PATCH", body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: "DELETE" }),
};
