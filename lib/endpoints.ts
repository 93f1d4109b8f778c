import { accountEndpoints } from "@/lib/account/endpoints";
import { contractEndpoints } from "@/lib/contracts/endpoints";
import { deedEndpoints } from "@/lib/deeds/endpoints";
import { digestEndpoints } from "@/lib/digest/endpoints";
import type { AnyEndpoint } from "@/lib/http/endpoint";
import { notificationEndpoints } from "@/lib/notifications/endpoints";
import { officeEndpoints } from "@/lib/office/endpoints";
import { occupancyEndpoints } from "@/lib/occupancy/endpoints";
import { overviewEndpoints } from "@/lib/overview/endpoints";
import { partyEndpoints } from "@/lib/parties/endpoints";
import { preferenceEndpoints } from "@/lib/preferences/endpoints";
import { propertyEndpoints } from "@/lib/properties/endpoints";
import { regionEndpoints } from "@/lib/regions/endpoints";
import { rentRollEndpoints } from "@/lib/rent-roll/endpoints";
import { savedViewEndpoints } from "@/lib/saved-views/endpoints";
import { statementEndpoints } from "@/lib/statements/endpoints";
import { userEndpoints } from "@/lib/users/endpoints";

// The endpoint table, assembled from each feature's own rows (lib/<feature>/endpoints.ts, which
// the browser may load: no server code). The OpenAPI document and the browser's check of an
// answer read it whole; a route handler reads its feature's row.

export const endpoints: Record<string, AnyEndpoint> = {
  ...partyEndpoints,
  ...contractEndpoints,
  ...deedEndpoints,
  ...propertyEndpoints,
  ...regionEndpoints,
  ...overviewEndpoints,
  ...userEndpoints,
  ...preferenceEndpoints,
  ...accountEndpoints,
  ...savedViewEndpoints,
  ...rentRollEndpoints,
  ...statementEndpoints,
  ...officeEndpoints,
  ...occupancyEndpoints,
  ...notificationEndpoints,
  ...digestEndpoints,
};

const MIRROR = "/api/v1/";
const pick = (mirror: boolean): Record<string, AnyEndpoint> =>
  Object.fromEntries(
    Object.entries(endpoints).filter(([, row]) => row.path.startsWith(MIRROR) === mirror),
  );

/** The 14 business endpoints: `/api/v1/<path>` ↔ upstream `/tenant/v1/<path>`. */
export const mirrorEndpoints = pick(true);
/** The dashboard's own endpoints that its pages read and write. */
export const ownEndpoints = pick(false);
