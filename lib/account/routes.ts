import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { AccountEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const ACCOUNT_ROUTES = {
  listOwnSessions: { method: "GET", path: "/api/account/sessions" },
  endOwnSession: { method: "DELETE", path: "/api/account/sessions/{id}" },
  endOtherSessions: { method: "DELETE", path: "/api/account/sessions" },
  changePassword: { method: "POST", path: "/api/account/password" },
  getSecondFactor: { method: "GET", path: "/api/account/second-factor" },
  beginSecondFactor: { method: "POST", path: "/api/account/second-factor" },
  confirmSecondFactor: { method: "PUT", path: "/api/account/second-factor" },
  removeSecondFactor: { method: "DELETE", path: "/api/account/second-factor" },
  replaceRecoveryCodes: { method: "POST", path: "/api/account/second-factor/recovery-codes" },
  stepUp: { method: "POST", path: "/api/account/step-up" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const accountRoutes: RoutesOf<AccountEndpoints> = ACCOUNT_ROUTES;
