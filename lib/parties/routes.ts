import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { PartyEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const PARTY_ROUTES = {
  searchParties: { method: "GET", path: "/api/v1/parties/search-party" },
  updateParty: { method: "PUT", path: "/api/v1/parties/{id}" },
  listPartyAttention: { method: "GET", path: "/api/parties/attention" },
  exportParties: { method: "GET", path: "/api/exports/parties" },
  exportPartyAttention: { method: "GET", path: "/api/exports/parties-attention" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const partyRoutes: RoutesOf<PartyEndpoints> = PARTY_ROUTES;
