import { ownEndpoints as e } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";
import { controlResponse } from "@/lib/deeds/sync/handlers";

// POST /api/deed-sync/runs/{id}/cancel — cancel a run between two deeds (admin)
export const POST = ownRoute(e.cancelSyncRun, controlResponse("cancel"));
