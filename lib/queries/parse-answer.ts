import { ApiError, INVALID_RESPONSE } from "./api-error";
import type { AnyEndpoint, ResultOf } from "@/lib/api/endpoint";
import { routeKey, type Route } from "@/lib/api/endpoint-routes";
import { mirrorEndpoints } from "@/lib/api/mirror-endpoints";
import { ownEndpoints } from "@/lib/api/own-endpoints";
import { msg } from "@/lib/rental/messages";

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
