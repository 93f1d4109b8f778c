import { barePropertiesResponse } from "@/lib/bench/bare-properties";

export const dynamic = "force-dynamic";

// GET /api/bench/properties — benchmark baseline, BENCH_ROUTES=1 only (404 otherwise; public)
export const GET = () => barePropertiesResponse();
