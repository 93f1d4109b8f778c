import { ownEndpoints as e } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";
import { getRunResponse } from "@/lib/deeds/sync/handlers";

// GET /api/deed-sync/runs/{id} — one run and its progress (admin)
export const GET = ownRoute(e.getSyncRun, getRunResponse);
