import type { AuditAction, AuditTargetType } from "@/lib/audit/actions";
import type { DashboardDb } from "@/lib/db/database";
import { auditLog } from "@/lib/audit/tables";
import { auditSearchText } from "@/lib/audit/search-text";

// The audit log is append-only: this module inserts (lib/users/audit-log.ts reads), nothing
// updates or deletes.

// What a caller supplies: the stored entry without what the database assigns (id, time).
export type NewAuditEntry = Omit<
  typeof auditLog.$inferInsert,
  "id" | "createdAt" | "searchText" | "details" | "action" | "targetType"
> & {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  details?: Record<string, unknown>;
};

export async function insertAudit(db: DashboardDb, entry: NewAuditEntry): Promise<void> {
  const row = { ...entry, details: entry.details ?? {} };
  await db.insert(auditLog).values({ ...row, searchText: auditSearchText(row) });
}
