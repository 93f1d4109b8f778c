import { REGISTER_SORTS } from "@/lib/contracts/sorts";
import { MAX_PAGE_SIZE } from "@/lib/rental/page-size";

import { defineListShape } from "./shape";

// How the six list pages write their state into the URL, and the columns of each page's table
// that a person may hide (the ids of its column definitions under components/; the table warns
// in development about an id it does not have). No schema here: the browser loads this module.
// The server reads the same addresses with lists.ts, which binds each filter to its schema.

const PAGE_SIZES = [10, 25, 50, MAX_PAGE_SIZE] as const;

// /properties?name=…&stale=30&page=2&pageSize=50&sort=synced_at:asc
// `stale`: not synced within that many days (never-synced included).
export const propertyListShape = defineListShape({
  id: "properties",
  columns: {
    optional: [
      "document_number",
      "owner_id",
      "region",
      "city",
      "units",
      "deed_date_hijri",
      "synced_at",
    ],
    hidden: ["deed_date_hijri", "city"],
  },
  filters: { name: {}, staleDays: { url: "stale" } },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
});

// /parties?field=id_number&q=1016&page=2&pageSize=50&sort=full_name:asc
export const partySearchShape = defineListShape({
  id: "parties",
  columns: {
    optional: [
      "id_number",
      "phone_number",
      "date_of_birth",
      "date_of_birth_hijri",
      "region",
      "city",
      "id",
    ],
    hidden: ["date_of_birth_hijri", "city", "id"],
  },
  filters: { field: { fallback: "full_name" as const }, q: {} },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
});

// /parties/attention?kind=mobile-not-saudi&page=2&pageSize=50
export const partyAttentionShape = defineListShape({
  id: "party-attention",
  columns: { optional: ["id_number", "phone_number", "id"] },
  filters: { kind: {} },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
});

// /contracts?status=active&endingAfter=2026-12-01&endingBefore=2027-01-01&decisionBefore=2026-12-01
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

// /admin/audit?q=…&userId=…&action=contract.create&from=2026-11-01&to=2026-11-22&page=2
export const auditListShape = defineListShape({
  id: "audit",
  columns: {
    optional: ["userEmail", "role", "action", "target", "status", "requestId", "details"],
    hidden: ["requestId", "details"],
  },
  filters: { q: {}, userId: {}, action: {}, from: {}, to: {} },
  pageSizes: [25, 50, MAX_PAGE_SIZE],
  defaultPageSize: 50,
});

// /admin/users?q=…&page=2&pageSize=50
export const userListShape = defineListShape({
  id: "users",
  columns: {
    optional: ["email", "role", "status", "createdAt", "passwordChangedAt"],
    hidden: ["passwordChangedAt"],
  },
  filters: { q: {} },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
});
