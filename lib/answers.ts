import { ApiError, INVALID_RESPONSE } from "./query/api-error";
import type { AnyEndpoint, ResultOf } from "@/lib/http/endpoint";
import { routeKey, type Route } from "@/lib/http/routes";
import { msg } from "@/lib/rental/messages";
import { mirrorEndpoints, ownEndpoints } from "@/lib/endpoints";

// Loaded by callEndpoint with the first answer the browser fetches itself: every endpoint's
// response schema (and zod) in one chunk that a page's first load does without.

const rows = new Map<string, AnyEndpoint>(
  [...Object.values(mirrorEndpoints), ...Object.values(ownEndpoints)].map((row) => [
    routeKey(row),
    row,
  ]),
);

/** The answer parsed with its endpoint's response schema, or an INVALID_RESPONSE error. */
export function parseAnswer<E extends AnyEndpoint>(route: Route<E>, answer: unknown): ResultOf<E> {
  const parsed = rows.get(routeKey(route))?.response.safeParse(answer);
  if (parsed?.success) return parsed.data as ResultOf<E>;
  // The server parsed this answer with the same schema: a mismatch means mixed versions.
  throw new ApiError({
    status: 200,
    code: INVALID_RESPONSE,
    message: msg("apiErrors.invalidResponse"),
  });
}
