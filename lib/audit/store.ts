import { and, count, desc, eq, gte, lt, lte, type SQL } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { auditLog, type AuditRow } from "@/lib/db/schema";
import type { AuditEntry, AuditListQuery } from "@/lib/audit/schemas";

// The audit log is append-only: this module inserts and reads, nothing updates or deletes.

// What a caller supplies: the stored entry without what the database assigns (id, time).
export type NewAuditEntry = Omit<AuditEntry, "id" | "createdAt" | "details"> & {
  details?: Record<string, unknown>;
};

export async function insertAudit(db: DashboardDb, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}

function toEntry(row: AuditRow): AuditEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function listAudit(
  db: DashboardDb,
  query: AuditListQuery,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.userId) conditions.push(eq(auditLog.userId, query.userId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId));
  if (query.from) conditions.push(gte(auditLog.createdAt, new Date(query.from)));
  if (query.to) {
    if (DAY.test(query.to)) {
      const next = new Date(`${query.to}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      conditions.push(lt(auditLog.createdAt, next));
    } else conditions.push(lte(auditLog.createdAt, new Date(query.to)));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows: rows.map(toEntry), total: totals?.total ?? 0 };
}
