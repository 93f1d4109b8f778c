import "server-only";

import { apiError, json } from "@/lib/api/responses";
import { env } from "@/lib/env";

// What `npm run bench` reads of this server's memory after its load: the heap in use after a
// full collection, which is what a leak keeps (RSS at the end of a load is mostly garbage not
// yet collected). The collection needs `node --expose-gc`, which only the bench passes. Exists
// only with BENCH_ROUTES=1.

const MiB = 1024 * 1024;

export function benchHeapResponse(): Response {
  if (!env.BENCH_ROUTES) return apiError(404, "NOT_FOUND", "There is no such endpoint.");
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect)
    return apiError(409, "CONFLICT", "Start the server with node --expose-gc to measure the heap.");
  collect();
  const { heapUsed, rss } = process.memoryUsage();
  return json({ heap_used_mb: Math.round(heapUsed / MiB), rss_mb: Math.round(rss / MiB) });
}
