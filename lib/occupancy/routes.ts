import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { OccupancyEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const OCCUPANCY_ROUTES = {
  getPortfolio: { method: "GET", path: "/api/occupancy" },
  getProperty: { method: "GET", path: "/api/occupancy/properties/{documentNumber}" },
  listVacant: { method: "GET", path: "/api/occupancy/vacant" },
  refresh: { method: "POST", path: "/api/occupancy/refresh" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const occupancyRoutes: RoutesOf<Omit<OccupancyEndpoints, "exportVacant">> = OCCUPANCY_ROUTES;
