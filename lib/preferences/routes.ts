import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { PreferenceEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const PREFERENCE_ROUTES = {
  getPreferences: { method: "GET", path: "/api/me/preferences" },
  updatePreferences: { method: "PUT", path: "/api/me/preferences" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const preferenceRoutes: RoutesOf<PreferenceEndpoints> = PREFERENCE_ROUTES;
