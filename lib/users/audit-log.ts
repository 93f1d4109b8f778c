import { and, count, desc, eq, gte, like, lt, lte, type SQL } from "drizzle-orm";

import { auditLog, type AuditRow } from "@/lib/audit/tables";
import type { DashboardDb } from "@/lib/db/database";
import { searchPattern } from "@/lib/rental/search-text";
import type { AuditEntry, AuditListQuery } from "@/lib/users/audit-schemas";
import { withNames } from "./audit-names";

// Reading the audit log: the admin's log, one's own activity, the overview's latest entries and
// the export. lib/audit/store.ts writes it.

export function toEntry({ searchText: _search, ...row }: AuditRow): AuditEntry {
  return { ...row, createdAt: row.createdAt.toISOString(), group: null };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One page of the log, newest first, and how many entries the query matches (every entry: the
 * export, one job's entries; the audit page groups jobs: audit-groups.ts). */
export async function listAudit(
  db: DashboardDb,
  query: AuditListQuery,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const where = auditWhere(query);
  const [rows, [totals]] = await Promise.all([
    pageOf(db, query, where),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** One page of the log, newest first, without counting the rest (the overview's latest). */
export function auditPage(db: DashboardDb, query: AuditListQuery): Promise<AuditEntry[]> {
  return pageOf(db, query, auditWhere(query));
}

async function pageOf(db: DashboardDb, query: AuditListQuery, where: SQL | undefined) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // Names for the record numbers, from the users table and the contract register.
  return withNames(db, rows.map(toEntry));
}

export function auditWhere(query: AuditListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.groupId) conditions.push(eq(auditLog.groupId, query.groupId));
  if (query.userId) conditions.push(eq(auditLog.userId, query.userId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId));
  const pattern = query.q ? searchPattern(query.q) : null;
  if (pattern) conditions.push(like(auditLog.searchText, pattern));
  if (query.from) conditions.push(gte(auditLog.createdAt, new Date(query.from)));
  if (query.to) {
    if (DAY.test(query.to)) {
      const next = new Date(`${query.to}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      conditions.push(lt(auditLog.createdAt, next));
    } else conditions.push(lte(auditLog.createdAt, new Date(query.to)));
  }
  return conditions.length ? and(...conditions) : undefined;
}
