import { ownRoute } from "@/lib/http/route";
import { listItemsResponse } from "@/lib/deeds/sync/handlers";
import { deedEndpoints } from "@/lib/deeds";

// GET /api/deed-sync/runs/{id}/items — a run's deeds, with what changed or the error (admin)
export const GET = ownRoute(deedEndpoints.listSyncRunItems, listItemsResponse);
