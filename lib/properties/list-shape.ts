import { defineListShape, PAGE_SIZES } from "@/lib/list-params/shape";

// How the list page writes its state into the URL, and the columns of its table that a person
// may hide. No schema here: the browser loads this module; the server reads the same address
// with list.ts, which binds each filter to its schema.

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
