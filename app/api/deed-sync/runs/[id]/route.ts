import { ownEndpoints as e } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";
import { getRunResponse } from "@/lib/deed-sync/responses";

// GET /api/deed-sync/runs/{id} — one run and its progress (admin)
export const GET = ownRoute(e.getSyncRun, getRunResponse);
