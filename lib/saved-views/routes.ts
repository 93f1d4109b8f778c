import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { SavedViewEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const SAVED_VIEW_ROUTES = {
  listSavedViews: { method: "GET", path: "/api/saved-views" },
  createSavedView: { method: "POST", path: "/api/saved-views" },
  updateSavedView: { method: "PATCH", path: "/api/saved-views/{id}" },
  deleteSavedView: { method: "DELETE", path: "/api/saved-views/{id}" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const savedViewRoutes: RoutesOf<SavedViewEndpoints> = SAVED_VIEW_ROUTES;
