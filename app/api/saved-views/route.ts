import { ownRoute } from "@/lib/http/route";
import { createSavedViewResponse, listSavedViewsResponse } from "@/lib/saved-views/handlers";
import { savedViewEndpoints } from "@/lib/saved-views";

// GET /api/saved-views?list=… — one's own views of a list and those shared with the team (any signed-in user who may read the list)
export const GET = ownRoute(savedViewEndpoints.listSavedViews, listSavedViewsResponse);

// POST /api/saved-views — save a list page's state under a name (any signed-in user who may read the list)
export const POST = ownRoute(savedViewEndpoints.createSavedView, createSavedViewResponse);
