import { ownEndpoints as e } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";
import { deleteSavedViewResponse, updateSavedViewResponse } from "@/lib/saved-views/respond";

// PATCH /api/saved-views/{id} — rename, share or stop sharing (the view's owner only)
export const PATCH = ownRoute(e.updateSavedView, updateSavedViewResponse);

// DELETE /api/saved-views/{id} — delete (the view's owner only)
export const DELETE = ownRoute(e.deleteSavedView, deleteSavedViewResponse);
