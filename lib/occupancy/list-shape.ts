import { defineListShape, PAGE_SIZES } from "@/lib/list-params/shape";

// How the vacant-units page writes its state into the URL, and the columns a person may hide.
// No schema here: the browser loads this module; the server reads the address with list.ts.

export const VACANT_SORTS = [
  "days_vacant:desc",
  "days_vacant:asc",
  "property_name:asc",
  "property_name:desc",
  "unit_number:asc",
  "unit_number:desc",
] as const;
export type VacantSort = (typeof VACANT_SORTS)[number];

// /occupancy?property=1234567890&region=1&sort=days_vacant:asc&page=2
export const vacantUnitsShape = defineListShape({
  id: "vacant-units",
  columns: { optional: ["type", "place"] },
  filters: { property: {}, region: {} },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
  sorts: VACANT_SORTS,
});
