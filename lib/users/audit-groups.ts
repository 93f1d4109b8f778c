import { and, count, inArray, sql } from "drizzle-orm";

import { auditLog } from "@/lib/audit/tables";
import type { DashboardDb } from "@/lib/db/database";
import { rowsOf } from "@/lib/shared/connect";
import { auditWhere, listAudit, toEntry } from "@/lib/users/audit-log";
import { withNames } from "./audit-names";
import type { AuditEntry, AuditGroup, AuditListQuery } from "@/lib/users/audit-schemas";

// The audit log as people read it: a job that wrote many entries (a bulk deed sync writes one
// per property, 240 for 240 deeds) is one row with its count and outcomes, placed at its latest
// entry. Grouped in the query, so a page holds pageSize rows and the total counts rows as shown;
// `groupId` lists one job's own entries, flat. The filters apply to the entries first: a job
// with 3 of its 240 entries matching is a row of 3.

type Item = { id: number | string; group_id: string | null; n: number | string; first_at: unknown };

export async function listAuditGrouped(
  db: DashboardDb,
  query: AuditListQuery,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const where = auditWhere(query) ?? sql`true`;
  const matched = sql`select ${auditLog.id} as id, ${auditLog.createdAt} as at, ${auditLog.groupId} as grp from ${auditLog} where ${where}`;
  const offset = (query.page - 1) * query.pageSize;
  const [itemResult, totalResult] = await Promise.all([
    db.execute(sql`
      with matched as (${matched}),
      items as (
        select id, at, null::text as group_id, 1 as n, at as first_at from matched where grp is null
        union all
        select max(id), max(at), grp, count(*), min(at) from matched where grp is not null group by grp
      )
      select id, group_id, n, first_at from items
      order by at desc, id desc limit ${query.pageSize} offset ${offset}`),
    db.execute(sql`
      with matched as (${matched})
      select (count(*) filter (where grp is null) + count(distinct grp))::int as total from matched`),
  ]);
  const items = rowsOf<Item>(itemResult);
  const total = Number(rowsOf<{ total: number | string }>(totalResult)[0]?.total ?? 0);
  if (!items.length) return { rows: [], total };

  const ids = items.map((i) => Number(i.id));
  const groupIds = items.flatMap((i) => (i.group_id ? [i.group_id] : []));
  const [entries, outcomes] = await Promise.all([
    db.select().from(auditLog).where(inArray(auditLog.id, ids)),
    groupIds.length
      ? db
          .select({ groupId: auditLog.groupId, status: auditLog.status, count: count() })
          .from(auditLog)
          .where(and(auditWhere(query), inArray(auditLog.groupId, groupIds)))
          .groupBy(auditLog.groupId, auditLog.status)
      : Promise.resolve([]),
  ]);
  const byId = new Map(entries.map((e) => [e.id, toEntry(e)]));
  const rows = items.flatMap((item): AuditEntry[] => {
    const entry = byId.get(Number(item.id));
    if (!entry) return [];
    if (!item.group_id) return [entry];
    const group: AuditGroup = {
      id: item.group_id,
      count: Number(item.n),
      firstAt: new Date(item.first_at as string | Date).toISOString(),
      statuses: outcomes
        .filter((o) => o.groupId === item.group_id)
        .map((o) => ({ status: o.status, count: Number(o.count) }))
        .sort((a, b) => a.status - b.status),
    };
    return [{ ...entry, group }];
  });
  // Names for the record numbers, as on the ungrouped page (audit-names.ts).
  return { rows: await withNames(db, rows), total };
}

/** One job's entries (`groupId`), or else the log grouped: what the audit page lists. */
export function listAuditForPeople(db: DashboardDb, query: AuditListQuery) {
  return query.groupId ? listAudit(db, query) : listAuditGrouped(db, query);
}
