import { ownEndpoints as e } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";
import { listRunsResponse, startRunResponse } from "@/lib/deeds/sync/handlers";

// GET /api/deed-sync/runs — bulk deed sync runs, newest first (admin)
export const GET = ownRoute(e.listSyncRuns, listRunsResponse);

// POST /api/deed-sync/runs — start syncing picked deeds or all stale ones (admin)
export const POST = ownRoute(e.startSyncRun, startRunResponse);
