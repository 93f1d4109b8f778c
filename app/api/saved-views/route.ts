import { ownEndpoints as e } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";
import { createSavedViewResponse, listSavedViewsResponse } from "@/lib/saved-views/respond";

// GET /api/saved-views?list=… — one's own views of a list and those shared with the team (any signed-in user who may read the list)
export const GET = ownRoute(e.listSavedViews, listSavedViewsResponse);

// POST /api/saved-views — save a list page's state under a name (any signed-in user who may read the list)
export const POST = ownRoute(e.createSavedView, createSavedViewResponse);
