import { ownEndpoints as e } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";
import { controlResponse } from "@/lib/deed-sync/responses";

// POST /api/deed-sync/runs/{id}/cancel — cancel a run between two deeds (admin)
export const POST = ownRoute(e.cancelSyncRun, controlResponse("cancel"));
