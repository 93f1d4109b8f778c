import { benchHeapResponse } from "@/lib/bench/heap";

export const dynamic = "force-dynamic";

// GET /api/bench/heap — the heap after a full collection, for the bench's load group (public).
// A route only in a build made with BENCH_ROUTES=1 (next.config.mjs).
export const GET = () => benchHeapResponse();
