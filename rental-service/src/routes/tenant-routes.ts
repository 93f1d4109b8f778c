import { contractRoutes } from "./contracts";
import { deedRoutes } from "./deeds";
import { partyRoutes } from "./parties";
import { propertyRoutes } from "./properties";
import { regionRoutes } from "./regions";
import { unitRoutes } from "./units";

/** Where the business endpoints live: the version is a path segment (the interface, §9). */
export const TENANT_BASE = "/tenant/v1";

/** The 14 business endpoints, by operationId: served by app.ts, described by src/openapi. */
export const tenantRoutes = {
  ...partyRoutes,
  ...contractRoutes,
  ...deedRoutes,
  ...propertyRoutes,
  ...unitRoutes,
  ...regionRoutes,
};
