import { barePropertiesResponse } from "@/lib/bench/bare-properties";

export const dynamic = "force-dynamic";

// GET /api/bench/properties — benchmark baseline (public). A route only in a build made with
// BENCH_ROUTES=1 (next.config.mjs): a deployment's build has no such route.
export const GET = () => barePropertiesResponse();
