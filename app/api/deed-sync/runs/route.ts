import { ownRoute } from "@/lib/http/route";
import { listRunsResponse, startRunResponse } from "@/lib/deeds/sync/handlers";
import { deedEndpoints } from "@/lib/deeds";

// GET /api/deed-sync/runs — bulk deed sync runs, newest first (admin)
export const GET = ownRoute(deedEndpoints.listSyncRuns, listRunsResponse);

// POST /api/deed-sync/runs — start syncing picked deeds or all stale ones (admin)
export const POST = ownRoute(deedEndpoints.startSyncRun, startRunResponse);
