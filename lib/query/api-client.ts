import { ApiError, errorCodeOf, NETWORK_ERROR } from "./api-error";
import type { Method } from "@/lib/http/endpoint";
import { msg } from "@/lib/rental/messages";

type RequestOptions = {
  method?: Method;
  /** Sent as JSON with `Content-Type: application/json`; requests without a body send none. */
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

/**
 * The error envelope, read with its schema; that module (and zod) loads with the first error
 * answer, not with every page. If it cannot load, the error stays generic.
 */
async function errorBodyOf(body: unknown) {
  try {
    const { errorBodySchema } = await import("@/lib/rental/errors");
    return errorBodySchema.safeParse(body).data;
  } catch {
    return undefined;
  }
}

async function readError(response: Response): Promise<ApiError> {
  const requestId = response.headers.get("x-request-id");
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, say): fall through to a generic error.
  }
  const error = (await errorBodyOf(body))?.error;
  return new ApiError({
    status: response.status,
    code: errorCodeOf(error?.code, response.status),
    message: error?.message ?? msg("apiErrors.requestFailed", { status: response.status }),
    fields: error?.details?.fields,
    details: error?.details,
    requestId,
  });
}

/**
 * Calls the dashboard's own API (`/api/...`) from the browser and returns the parsed JSON body,
 * or throws an ApiError. The browser never retries here: the server does. Query functions call
 * endpoints through callEndpoint, which parses this body with the endpoint's response schema.
 */
export async function apiRequest(
  path: string,
  { method = "GET", body, signal }: RequestOptions = {},
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: "application/json" };
  // DELETE and sync-deed take no body: the server refuses one (and asks no content type then).
  const hasBody = method !== "GET" && body !== undefined;
  if (hasBody) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({
      status: 0,
      code: NETWORK_ERROR,
      message: msg("apiErrors.network"),
    });
  }
  // A read with an ended session goes to sign-in and back. A write does not: leaving would throw
  // away the form being saved, so the form says so and offers sign-in in another tab instead.
  if (response.status === 401 && method === "GET") redirectToSignIn();
  if (!response.ok) throw await readError(response);
  return response.json();
}
