import { REGISTER_SORTS } from "./sorts";
import { defineListShape, PAGE_SIZES } from "@/lib/list-params/shape";

// How the list page writes its state into the URL, and the columns of its table that a person
// may hide. No schema here: the browser loads this module; the server reads the same address
// with list.ts, which binds each filter to its schema.

// /contracts?status=active&endingAfter=2026-12-01&endingBefore=2027-01-01&decisionBefore=2026-12-01
//   &due=30&ending=90 (the overview's sets)
//   &unit=12&party=7&deleted=1&sort=id:desc
export const contractListShape = defineListShape({
  id: "contracts",
  columns: {
    optional: [
      "unit_id",
      "lessor",
      "tenant",
      "contract_type",
      "status",
      "start_date",
      "end_date",
      "decision_date",
      "duration",
      "rent",
      "updated_at",
    ],
    hidden: ["duration", "updated_at"],
  },
  filters: {
    status: {},
    endingAfter: {},
    endingBefore: {},
    decisionBefore: {},
    due: {},
    ending: {},
    unit: {},
    party: {},
    includeDeleted: {
      url: "deleted",
      fallback: false,
      write: (deleted: boolean) => (deleted ? 1 : undefined),
    },
  },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
  sorts: REGISTER_SORTS,
});
