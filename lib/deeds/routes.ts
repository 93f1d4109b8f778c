import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { DeedEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const DEED_ROUTES = {
  searchDeed: { method: "POST", path: "/api/v1/properties/search-deed" },
  searchDeedRemote: { method: "POST", path: "/api/v1/properties/search-deed/remote" },
  syncDeed: { method: "POST", path: "/api/v1/properties/sync-deed/{id}" },
  listSyncRuns: { method: "GET", path: "/api/deed-sync/runs" },
  startSyncRun: { method: "POST", path: "/api/deed-sync/runs" },
  getSyncRun: { method: "GET", path: "/api/deed-sync/runs/{id}" },
  listSyncRunItems: { method: "GET", path: "/api/deed-sync/runs/{id}/items" },
  pauseSyncRun: { method: "POST", path: "/api/deed-sync/runs/{id}/pause" },
  resumeSyncRun: { method: "POST", path: "/api/deed-sync/runs/{id}/resume" },
  cancelSyncRun: { method: "POST", path: "/api/deed-sync/runs/{id}/cancel" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const deedRoutes: RoutesOf<DeedEndpoints> = DEED_ROUTES;
