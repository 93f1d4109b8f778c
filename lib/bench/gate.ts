import "server-only";

import { apiError } from "@/lib/http/responses";
import { env } from "@/lib/env";

/** The answer of every `/api/bench/*` route unless BENCH_ROUTES=1: a 404, as if it did not exist. */
export const benchRoutesOff = (): Response | null =>
  env.BENCH_ROUTES ? null : apiError(404, "NOT_FOUND", "There is no such endpoint.");
