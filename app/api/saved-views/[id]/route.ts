import { ownEndpoints as e } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";
import { deleteSavedViewResponse, updateSavedViewResponse } from "@/lib/saved-views/handlers";

// PATCH /api/saved-views/{id} — rename, share or stop sharing (the view's owner only)
export const PATCH = ownRoute(e.updateSavedView, updateSavedViewResponse);

// DELETE /api/saved-views/{id} — delete (the view's owner only)
export const DELETE = ownRoute(e.deleteSavedView, deleteSavedViewResponse);
