import { defineListShape } from "@/lib/list-params/shape";

import { ARREARS_PAGE_SIZE } from "./arrears-shape";

// How the arrears page writes its state into the URL, and the columns a person may hide. No
// schema here: the browser loads this module; the server reads the same address with
// arrears-list.ts. The order is fixed: most overdue first.

// /arrears?property=310100000398&region=1&bucket=over_90&page=2
export const arrearsListShape = defineListShape({
  id: "arrears",
  columns: {
    optional: ["unit", "region", "instalments", "oldest_due", "reminded"],
    hidden: ["instalments"],
  },
  filters: { property: {}, region: {}, bucket: {} },
  pageSizes: [ARREARS_PAGE_SIZE, 100],
  defaultPageSize: ARREARS_PAGE_SIZE,
});
