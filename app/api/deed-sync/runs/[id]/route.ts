import { ownRoute } from "@/lib/http/route";
import { getRunResponse } from "@/lib/deeds/sync/handlers";
import { deedEndpoints } from "@/lib/deeds";

// GET /api/deed-sync/runs/{id} — one run and its progress (admin)
export const GET = ownRoute(deedEndpoints.getSyncRun, getRunResponse);
