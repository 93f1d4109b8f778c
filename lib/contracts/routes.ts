import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { ContractEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const CONTRACT_ROUTES = {
  createContract: { method: "POST", path: "/api/v1/contracts" },
  updateContract: { method: "PUT", path: "/api/v1/contracts/{id}" },
  deleteContract: { method: "DELETE", path: "/api/v1/contracts/{id}" },
  listContractRegister: { method: "GET", path: "/api/contracts" },
  getRegisteredContract: { method: "GET", path: "/api/contracts/{id}" },
  exportContracts: { method: "GET", path: "/api/exports/contracts" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const contractRoutes: RoutesOf<ContractEndpoints> = CONTRACT_ROUTES;
