import { MAX_PAGE_SIZE } from "@/lib/rental/page-size";
import { defineListShape, PAGE_SIZES } from "@/lib/list-params/shape";

// How the list page writes its state into the URL, and the columns of its table that a person
// may hide. No schema here: the browser loads this module; the server reads the same address
// with list.ts, which binds each filter to its schema.

// /admin/audit?q=…&userId=…&action=contract.create&from=2026-11-01&to=2026-11-22&page=2
// (&groupId=…: one bulk job's entries, which the log otherwise shows as one row)
export const auditListShape = defineListShape({
  id: "audit",
  columns: {
    optional: ["userEmail", "role", "action", "target", "status", "requestId", "details"],
    hidden: ["requestId", "details"],
  },
  filters: { q: {}, userId: {}, action: {}, from: {}, to: {}, groupId: {} },
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
