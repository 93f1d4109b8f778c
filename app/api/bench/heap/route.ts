import { benchHeapResponse } from "@/lib/bench/heap";

export const dynamic = "force-dynamic";

// GET /api/bench/heap — the heap after a full collection, BENCH_ROUTES=1 only (404 otherwise;
// public), for the bench's load group
export const GET = () => benchHeapResponse();
