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

/** Asks the person to confirm who they are (a dialog); true once they have stepped up. */
export type StepUpPrompt = (request: { secondFactor: boolean }) => Promise<boolean>;
let stepUpPrompt: StepUpPrompt | null = null;
let pendingStepUp: Promise<boolean> | null = null;

/**
 * Sensitive changes answer 403 STEP_UP_REQUIRED until the person has entered their password (and
 * code) again recently. The signed-in layout registers its dialog here; apiRequest then waits for
 * it and sends the request once more, so the change the person asked for simply carries on.
 * Without a prompt (or when they cancel) the 403 is thrown as any other error.
 */
export function askStepUpWith(prompt: StepUpPrompt | null): void {
  stepUpPrompt = prompt;
}

/** One dialog for every request that needs it at the same time. */
function stepUp(secondFactor: boolean): Promise<boolean> {
  if (!stepUpPrompt) return Promise.resolve(false);
  pendingStepUp ??= stepUpPrompt({ secondFactor }).finally(() => {
    pendingStepUp = null;
  });
  return pendingStepUp;
}

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
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  try {
    return await send(path, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "STEP_UP_REQUIRED") throw error;
    if (options.signal?.aborted || !(await stepUp(error.details.secondFactor === true)))
      throw error;
    return send(path, options); // once: a second refusal is thrown
  }
}

async function send(
  path: string,
  { method = "GET", body, signal }: RequestOptions,
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
