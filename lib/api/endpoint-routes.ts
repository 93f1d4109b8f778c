import type { AnyEndpoint, Method } from "./endpoint";
import type { MirrorEndpoints } from "./mirror-endpoints";
import type { OwnEndpoints } from "./own-endpoints";

// The method and path of every endpoint, apart from its schemas. The endpoint tables
// (mirror-endpoints.ts, own-endpoints.ts) spread these into their rows; the browser calls an
// endpoint by its route (lib/queries/call-endpoint.ts), so a page does not load zod and every
// schema of the dashboard to send a request. Types still come from the rows: a route carries
// its row as a type.

/** An endpoint as the browser calls it: method and path, typed by its row of the table. */
export type Route<E extends AnyEndpoint = AnyEndpoint> = {
  readonly method: Method;
  readonly path: string;
  /** Never set: carries the row's type (its schemas) to callEndpoint. */
  readonly endpoint?: E;
};

type RoutesOf<T extends Record<string, AnyEndpoint>> = { readonly [K in keyof T]: Route<T[K]> };
type Plain = Record<string, { method: Method; path: string }>;

export const MIRROR_ROUTES = {
  searchParties: { method: "GET", path: "/api/v1/parties/search-party" },
  updateParty: { method: "PUT", path: "/api/v1/parties/{id}" },
  createContract: { method: "POST", path: "/api/v1/contracts" },
  updateContract: { method: "PUT", path: "/api/v1/contracts/{id}" },
  deleteContract: { method: "DELETE", path: "/api/v1/contracts/{id}" },
  searchDeed: { method: "POST", path: "/api/v1/properties/search-deed" },
  searchDeedRemote: { method: "POST", path: "/api/v1/properties/search-deed/remote" },
  listProperties: { method: "GET", path: "/api/v1/properties" },
  getProperty: { method: "GET", path: "/api/v1/properties/{documentNumber}" },
  syncDeed: { method: "POST", path: "/api/v1/properties/sync-deed/{id}" },
  deleteProperty: { method: "DELETE", path: "/api/v1/properties/{id}" },
  getUnit: { method: "GET", path: "/api/v1/units/{id}" },
  updateUnit: { method: "PUT", path: "/api/v1/units/{id}" },
  listRegions: { method: "GET", path: "/api/v1/regions" },
} as const satisfies Plain;

export const OWN_ROUTES = {
  overview: { method: "GET", path: "/api/overview" },
  listContractRegister: { method: "GET", path: "/api/contracts" },
  getRegisteredContract: { method: "GET", path: "/api/contracts/{id}" },
  listPartyAttention: { method: "GET", path: "/api/parties/attention" },
  listAudit: { method: "GET", path: "/api/audit" },
  listOwnActivity: { method: "GET", path: "/api/me/activity" },
  getPreferences: { method: "GET", path: "/api/me/preferences" },
  updatePreferences: { method: "PUT", path: "/api/me/preferences" },
  listUsers: { method: "GET", path: "/api/users" },
  createUser: { method: "POST", path: "/api/users" },
  updateUser: { method: "PATCH", path: "/api/users/{id}" },
  endUserSessions: { method: "DELETE", path: "/api/users/{id}/sessions" },
  listOwnSessions: { method: "GET", path: "/api/account/sessions" },
  endOwnSession: { method: "DELETE", path: "/api/account/sessions/{id}" },
  endOtherSessions: { method: "DELETE", path: "/api/account/sessions" },
  changePassword: { method: "POST", path: "/api/account/password" },
  getSecondFactor: { method: "GET", path: "/api/account/second-factor" },
  beginSecondFactor: { method: "POST", path: "/api/account/second-factor" },
  confirmSecondFactor: { method: "PUT", path: "/api/account/second-factor" },
  removeSecondFactor: { method: "DELETE", path: "/api/account/second-factor" },
  replaceRecoveryCodes: { method: "POST", path: "/api/account/second-factor/recovery-codes" },
  listSavedViews: { method: "GET", path: "/api/saved-views" },
  createSavedView: { method: "POST", path: "/api/saved-views" },
  updateSavedView: { method: "PATCH", path: "/api/saved-views/{id}" },
  deleteSavedView: { method: "DELETE", path: "/api/saved-views/{id}" },
  exportProperties: { method: "GET", path: "/api/exports/properties" },
  exportParties: { method: "GET", path: "/api/exports/parties" },
  exportPartyAttention: { method: "GET", path: "/api/exports/parties-attention" },
  exportContracts: { method: "GET", path: "/api/exports/contracts" },
  exportAudit: { method: "GET", path: "/api/exports/audit" },
  exportUsers: { method: "GET", path: "/api/exports/users" },
  listSyncRuns: { method: "GET", path: "/api/deed-sync/runs" },
  startSyncRun: { method: "POST", path: "/api/deed-sync/runs" },
  getSyncRun: { method: "GET", path: "/api/deed-sync/runs/{id}" },
  listSyncRunItems: { method: "GET", path: "/api/deed-sync/runs/{id}/items" },
  pauseSyncRun: { method: "POST", path: "/api/deed-sync/runs/{id}/pause" },
  resumeSyncRun: { method: "POST", path: "/api/deed-sync/runs/{id}/resume" },
  cancelSyncRun: { method: "POST", path: "/api/deed-sync/runs/{id}/cancel" },
} as const satisfies Plain;

export const mirrorRoutes: RoutesOf<MirrorEndpoints> = MIRROR_ROUTES;
export const ownRoutes: RoutesOf<OwnEndpoints> = OWN_ROUTES;

/** One key per endpoint: no two endpoints share a method and a path. */
export const routeKey = (route: Pick<Route, "method" | "path">) => `${route.method} ${route.path}`;
