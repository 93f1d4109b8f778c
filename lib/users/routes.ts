import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { UserEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const USER_ROUTES = {
  listAudit: { method: "GET", path: "/api/audit" },
  listOwnActivity: { method: "GET", path: "/api/me/activity" },
  listUsers: { method: "GET", path: "/api/users" },
  createUser: { method: "POST", path: "/api/users" },
  updateUser: { method: "PATCH", path: "/api/users/{id}" },
  endUserSessions: { method: "DELETE", path: "/api/users/{id}/sessions" },
  exportAudit: { method: "GET", path: "/api/exports/audit" },
  exportUsers: { method: "GET", path: "/api/exports/users" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const userRoutes: RoutesOf<UserEndpoints> = USER_ROUTES;
