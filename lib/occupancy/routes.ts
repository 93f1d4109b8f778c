import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { OccupancyEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const OCCUPANCY_ROUTES = {
  getOccupancy: { method: "GET", path: "/api/occupancy" },
  getPropertyOccupancy: { method: "GET", path: "/api/occupancy/properties/{documentNumber}" },
  listVacantUnits: { method: "GET", path: "/api/occupancy/vacant" },
  refreshUnitIndex: { method: "POST", path: "/api/occupancy/refresh" },
  exportVacantUnits: { method: "GET", path: "/api/exports/vacant-units" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const occupancyRoutes: RoutesOf<OccupancyEndpoints> = OCCUPANCY_ROUTES;
