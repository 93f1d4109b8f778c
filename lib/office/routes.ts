import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { OfficeEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const OFFICE_ROUTES = {
  getOffice: { method: "GET", path: "/api/office" },
  updateOffice: { method: "PUT", path: "/api/office" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const officeRoutes: RoutesOf<OfficeEndpoints> = OFFICE_ROUTES;
