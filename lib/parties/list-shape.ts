import { defineListShape, PAGE_SIZES } from "@/lib/list-params/shape";

// How the list page writes its state into the URL, and the columns of its table that a person
// may hide. No schema here: the browser loads this module; the server reads the same address
// with list.ts, which binds each filter to its schema.

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
  filters: { field: { fallback: "any" as const }, q: {} },
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
