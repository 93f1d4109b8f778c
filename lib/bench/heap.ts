import "server-only";

import { apiError, json } from "@/lib/http/responses";

// What `npm run bench` reads of this server's memory after its load: the heap in use after a
// full collection, which is what a leak keeps (RSS at the end of a load is mostly garbage not
// yet collected). The collection needs `node --expose-gc`, which only the bench passes. Built
// only into the bench's build (BENCH_ROUTES=1 npm run build).

const MiB = 1024 * 1024;

export function benchHeapResponse(): Response {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect)
    return apiError(409, "CONFLICT", "Start the server with node --expose-gc to measure the heap.");
  collect();
  return json({ heap_used_mb: Math.round(process.memoryUsage().heapUsed / MiB) });
}
