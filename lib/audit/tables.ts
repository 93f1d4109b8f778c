import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";

import { createdAt } from "@/lib/db/columns";

// The audit log: append-only (lib/audit/store.ts inserts, nothing updates or deletes).

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id").notNull(),
    userEmail: text("user_email").notNull(),
    role: text("role").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    status: integer("status").notNull(),
    requestId: text("request_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /**
     * auditSearchText(row) (lib/audit/search-text.ts): the free-text search of the log. Written
     * on insert; NULL only for rows from before the column, filled in when the database opens.
     */
    searchText: text("search_text"),
    /**
     * The job an entry belongs to, when one request made many (a bulk deed sync's run id: one
     * entry per property). The log lists a job as one row (lib/users/audit-log.ts).
     */
    groupId: text("group_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_user_idx").on(t.userId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
    index("audit_log_group_idx").on(t.groupId, t.createdAt),
    // The log only grows: `q` must stay an index search (pg_trgm, as in the rental service).
    index("audit_log_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    // Only rows whose search text is not computed yet: the check at open reads nothing.
    index("audit_log_search_pending_idx")
      .on(t.id)
      .where(sql`search_text is null`),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
