import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { OverviewEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const OVERVIEW_ROUTES = {
  overview: { method: "GET", path: "/api/overview" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const overviewRoutes: RoutesOf<OverviewEndpoints> = OVERVIEW_ROUTES;
