import type { Method } from "./http/endpoint";

// The method and path of every endpoint, and nothing else: the endpoint tables spread these into
// their rows (mirror-endpoints.ts, own-endpoints.ts), and endpoint-routes.ts types them by those
// rows for the browser.

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
