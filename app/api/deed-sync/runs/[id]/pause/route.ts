import { ownEndpoints as e } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";
import { controlResponse } from "@/lib/deeds/sync/handlers";

// POST /api/deed-sync/runs/{id}/pause — pause a run between two deeds (admin)
export const POST = ownRoute(e.pauseSyncRun, controlResponse("pause"));
