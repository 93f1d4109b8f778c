import { ownEndpoints as e } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";
import { listItemsResponse } from "@/lib/deeds/sync/handlers";

// GET /api/deed-sync/runs/{id}/items — a run's deeds, with what changed or the error (admin)
export const GET = ownRoute(e.listSyncRunItems, listItemsResponse);
