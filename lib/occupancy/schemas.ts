import * as z from "zod/mini";

import { pageQueryShape } from "@/lib/http/page-query";
import { deedNumber } from "@/lib/rental/deed";
import { pathId } from "@/lib/rental/fields";
import { sortSchema } from "@/lib/rental/list-query";
import { documentNumberParams } from "@/lib/rental/path-params";
import { recordOf, listOf } from "@/lib/rental/results";

// Request and answer rules of the occupancy endpoints. A unit is leased (an active contract of
// the register covers today), reserved (a draft, or an active contract starting later) or vacant
// (since the end or termination of its last contract, or since it was first seen when it was
// never let here). The rules are SQL (store.ts); these are the shapes.

export const OCCUPANCY_STATUSES = ["leased", "reserved", "vacant"] as const;
export type OccupancyStatus = (typeof OCCUPANCY_STATUSES)[number];

export const unitOccupancySchema = z.object({
  unit_id: z.string(),
  unit_number: z.string(),
  unit_type: z.string(),
  property_id: z.number(),
  document_number: z.string(),
  property_name: z.string(),
  region_id: z.nullable(z.number()),
  city_id: z.nullable(z.number()),
  status: z.enum(OCCUPANCY_STATUSES),
  /** Vacant units: the first day without a contract (YYYY-MM-DD, Riyadh); null otherwise. */
  vacant_since: z.nullable(z.string()),
  /** Vacant units: whole days from `vacant_since` to today (0 when vacant since today). */
  days_vacant: z.nullable(z.number()),
  /** Vacant units no contract of the register was ever on: vacant since first seen. */
  never_let: z.boolean(),
});
export type UnitOccupancy = z.output<typeof unitOccupancySchema>;

export const occupancyCountsSchema = z.object({
  units: z.number(),
  leased: z.number(),
  reserved: z.number(),
  vacant: z.number(),
  /** Leased units over all units, in basis points (10000 = 100 %); null with no units. */
  rate_bp: z.nullable(z.number()),
});
export type OccupancyCounts = z.output<typeof occupancyCountsSchema>;

export const refreshStateSchema = z.object({
  refreshed_at: z.nullable(z.string()),
  running_since: z.nullable(z.string()),
  properties: z.nullable(z.number()),
  units: z.nullable(z.number()),
  failed_at: z.nullable(z.string()),
  failure: z.nullable(z.string()),
});
export type RefreshState = z.output<typeof refreshStateSchema>;

// GET /api/occupancy: the portfolio's counts and the index's refresh.
export const portfolioOccupancySchema = recordOf(
  z.object({ today: z.string(), counts: occupancyCountsSchema, refresh: refreshStateSchema }),
);

// GET /api/occupancy/properties/{documentNumber}: one property's counts and units.
export const propertyOccupancyParams = documentNumberParams;
export const propertyOccupancySchema = recordOf(
  z.object({
    today: z.string(),
    counts: occupancyCountsSchema,
    units: z.array(unitOccupancySchema),
    refresh: refreshStateSchema,
  }),
);

// GET /api/occupancy/vacant?property=&region=&page=&pageSize=&sort=days_vacant:desc
export const VACANT_SORT_FIELDS = ["days_vacant", "property_name", "unit_number"] as const;
export const vacantSortSchema = sortSchema(VACANT_SORT_FIELDS);
export const vacantFilterShape = {
  property: z.optional(deedNumber),
  region: z.optional(pathId),
};
export const vacantQuerySchema = z.strictObject({
  ...vacantFilterShape,
  ...pageQueryShape,
  sort: z.optional(vacantSortSchema),
});
export type VacantQuery = z.output<typeof vacantQuerySchema>;
export const vacantListSchema = listOf(unitOccupancySchema);

// POST /api/occupancy/refresh: starts a refresh of the units index (202).
export const refreshAnswerSchema = recordOf(
  z.object({ started: z.boolean(), refresh: refreshStateSchema }),
);
