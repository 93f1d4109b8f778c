import { ownRoute } from "@/lib/http/route";
import { controlResponse } from "@/lib/deeds/sync/handlers";
import { deedEndpoints } from "@/lib/deeds";

// POST /api/deed-sync/runs/{id}/pause — pause a run between two deeds (admin)
export const POST = ownRoute(deedEndpoints.pauseSyncRun, controlResponse("pause"));
