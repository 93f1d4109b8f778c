import { ownEndpoints as e } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";
import { controlResponse } from "@/lib/deed-sync/responses";

// POST /api/deed-sync/runs/{id}/resume — resume a run between two deeds (admin)
export const POST = ownRoute(e.resumeSyncRun, controlResponse("resume"));
