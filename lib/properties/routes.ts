import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { PropertyEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const PROPERTY_ROUTES = {
  listProperties: { method: "GET", path: "/api/v1/properties" },
  getProperty: { method: "GET", path: "/api/v1/properties/{documentNumber}" },
  deleteProperty: { method: "DELETE", path: "/api/v1/properties/{id}" },
  getUnit: { method: "GET", path: "/api/v1/units/{id}" },
  updateUnit: { method: "PUT", path: "/api/v1/units/{id}" },
  exportProperties: { method: "GET", path: "/api/exports/properties" },
  exportUnits: { method: "GET", path: "/api/exports/units" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const propertyRoutes: RoutesOf<PropertyEndpoints> = PROPERTY_ROUTES;
