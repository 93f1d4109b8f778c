import { exportEndpoint } from "@/lib/exports/endpoint";
import { endpoint } from "@/lib/http/endpoint";

import { OCCUPANCY_ROUTES } from "./routes";
import {
  portfolioOccupancySchema,
  propertyOccupancyParams,
  propertyOccupancySchema,
  refreshAnswerSchema,
  vacantFilterShape,
  vacantListSchema,
  vacantQuerySchema,
} from "./schemas";

// Occupancy's endpoints: every reading role sees it; only managers and admins refresh the units
// index (each refresh reads the whole property list upstream, within the upstream budget).

export const occupancyEndpoints = {
  getOccupancy: endpoint({
    ...OCCUPANCY_ROUTES.getOccupancy,
    summary:
      "The portfolio's units leased, reserved and vacant today (Riyadh), the occupancy rate (leased ÷ all units, in basis points) and when the units index was last refreshed",
    permission: "rental:read",
    response: portfolioOccupancySchema,
  }),
  getPropertyOccupancy: endpoint({
    ...OCCUPANCY_ROUTES.getPropertyOccupancy,
    summary: "A property's units, each leased, reserved or vacant (since when), and their counts",
    permission: "rental:read",
    params: propertyOccupancyParams,
    response: propertyOccupancySchema,
  }),
  listVacantUnits: endpoint({
    ...OCCUPANCY_ROUTES.listVacantUnits,
    summary:
      "Vacant units with their property, place, vacant-since day and days vacant; by property (deed number) and region, longest vacant first",
    permission: "rental:read",
    query: vacantQuerySchema,
    response: vacantListSchema,
  }),
  refreshUnitIndex: endpoint({
    ...OCCUPANCY_ROUTES.refreshUnitIndex,
    summary:
      "Start reading the property list again into the units index, in the background (202); `started` is false when a refresh already runs",
    permission: "occupancy:refresh",
    response: refreshAnswerSchema,
    status: 202,
    audit: { action: "occupancy.refresh", targetType: "list", target: () => "units" },
  }),
  exportVacantUnits: exportEndpoint(
    "vacant-units",
    "Vacant units",
    "rental:read",
    vacantFilterShape,
  ),
};

export type OccupancyEndpoints = typeof occupancyEndpoints;
