import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { StatementEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const STATEMENT_ROUTES = {
  getContractStatement: { method: "GET", path: "/api/statements/contracts/{id}" },
  getPartyStatement: { method: "GET", path: "/api/statements/parties/{id}" },
  exportContractStatement: { method: "GET", path: "/api/exports/contract-statement" },
  exportPartyStatement: { method: "GET", path: "/api/exports/party-statement" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const statementRoutes: RoutesOf<StatementEndpoints> = STATEMENT_ROUTES;
