import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { RegionEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const REGION_ROUTES = {
  listRegions: { method: "GET", path: "/api/v1/regions" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const regionRoutes: RoutesOf<RegionEndpoints> = REGION_ROUTES;
