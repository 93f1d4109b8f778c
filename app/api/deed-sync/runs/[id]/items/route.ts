import { ownEndpoints as e } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";
import { listItemsResponse } from "@/lib/deed-sync/responses";

// GET /api/deed-sync/runs/{id}/items — a run's deeds, with what changed or the error (admin)
export const GET = ownRoute(e.listSyncRunItems, listItemsResponse);
