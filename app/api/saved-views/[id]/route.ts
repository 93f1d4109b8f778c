import { ownRoute } from "@/lib/http/route";
import { deleteSavedViewResponse, updateSavedViewResponse } from "@/lib/saved-views/handlers";
import { savedViewEndpoints } from "@/lib/saved-views";

// PATCH /api/saved-views/{id} — rename, share or stop sharing (the view's owner only)
export const PATCH = ownRoute(savedViewEndpoints.updateSavedView, updateSavedViewResponse);

// DELETE /api/saved-views/{id} — delete (the view's owner only)
export const DELETE = ownRoute(savedViewEndpoints.deleteSavedView, deleteSavedViewResponse);
