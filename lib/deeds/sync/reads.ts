import "server-only";

import type { DashboardDb } from "@/lib/db/database";
import type { SyncRunRow } from "@/lib/deeds/sync/tables";

import type { SyncCounts, SyncItem, SyncItemState, SyncRun } from "./schemas";
import { countsOf, getRun, listItems, listRuns } from "./store";

// What GET /api/deed-sync/runs, …/runs/{id} and …/runs/{id}/items answer, read from the
// dashboard's database: the route handlers (handlers.ts) and the pages' first views
// (prefetch.ts) read the same way.

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function runRecord(row: SyncRunRow, counts: SyncCounts): SyncRun {
  return {
    id: row.id,
    status: row.status,
    scope: row.scope,
    staleDays: row.staleDays,
    staleBefore: iso(row.staleBefore),
    requestedBy: row.requestedBy,
    requestedByEmail: row.requestedByEmail,
    rps: row.rps,
    listed: row.listed,
    counts,
    error: row.error ?? null,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

export async function withCounts(db: DashboardDb, row: SyncRunRow): Promise<SyncRun> {
  return runRecord(row, (await countsOf(db, [row.id])).get(row.id)!);
}

/** A page of runs, newest first, each with its counts. */
export async function runsPage(db: DashboardDb, query: { page: number; pageSize: number }) {
  const { rows, total } = await listRuns(db, query);
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => runRecord(r, counts.get(r.id)!)), total };
}

/** One run with its counts; null when there is no such run. */
export async function runOf(db: DashboardDb, id: string): Promise<SyncRun | null> {
  const row = await getRun(db, id);
  return row ? withCounts(db, row) : null;
}

/** A page of a run's deeds (of one state, or all); null when there is no such run. */
export async function itemsPage(
  db: DashboardDb,
  runId: string,
  query: { page: number; pageSize: number; state?: SyncItemState },
): Promise<{ rows: SyncItem[]; total: number } | null> {
  if (!(await getRun(db, runId))) return null;
  const { rows, total } = await listItems(db, runId, query);
  const data = rows.map((r) => ({
    seq: r.seq,
    propertyId: r.propertyId,
    documentNumber: r.documentNumber,
    propertyName: r.propertyName,
    state: r.state,
    changes: r.changes ?? null,
    error: r.error ?? null,
    syncedAt: iso(r.syncedAt),
  }));
  return { rows: data, total };
}
