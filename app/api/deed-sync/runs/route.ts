import { ownEndpoints as e } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";
import { listRunsResponse, startRunResponse } from "@/lib/deed-sync/responses";

// GET /api/deed-sync/runs — bulk deed sync runs, newest first (admin)
export const GET = ownRoute(e.listSyncRuns, listRunsResponse);

// POST /api/deed-sync/runs — start syncing picked deeds or all stale ones (admin)
export const POST = ownRoute(e.startSyncRun, startRunResponse);
