import "server-only";

import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import {
  syncRunItems as items,
  syncRuns as runs,
  type SyncItemRow,
  type SyncRunRow,
} from "@/lib/deeds/sync/tables";
import type { PageQuery } from "@/lib/http/page-query";
import { pageOffset } from "@/lib/http/page-query";

import {
  SYNC_ITEM_STATES,
  type SyncCounts,
  type SyncError,
  type SyncItemState,
  type SyncRunStatus,
} from "./schemas";

// Runs and their deeds in our tables. Every change of state is one conditional UPDATE (`where
// status in (...)`, `where state = ...`), so two workers, or a worker and an admin's click,
// cannot both win: whoever changes the row first does, the other finds nothing to change.

export type NewItem = {
  propertyId: number;
  documentNumber: string;
  propertyName: string;
  /** undefined: not known (an upstream without synced_at). */
  previousSyncedAt: string | null | undefined;
};

export type NewRun = Pick<SyncRunRow, "id" | "requestedBy" | "requestedByEmail" | "scope"> &
  Pick<SyncRunRow, "staleDays" | "staleBefore" | "rps">;

const itemValues = (runId: string, firstSeq: number, list: NewItem[]) =>
  list.map((item, i) => ({
    runId,
    seq: firstSeq + i,
    propertyId: item.propertyId,
    documentNumber: item.documentNumber,
    propertyName: item.propertyName,
    previousSyncedAt: item.previousSyncedAt ? new Date(item.previousSyncedAt) : null,
    previousKnown: item.previousSyncedAt !== undefined,
  }));

/** A run; a `selected` run with its deeds (it is listed from the start). */
export async function createRun(db: DashboardDb, run: NewRun, selected: NewItem[] = []) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(runs)
      .values({ ...run, listed: run.scope === "selected" })
      .returning();
    // One deed once, even if it was picked twice.
    if (selected.length)
      await tx
        .insert(items)
        .values(itemValues(run.id, 0, selected))
        .onConflictDoNothing();
    return row!;
  });
}

export async function getRun(db: DashboardDb, id: string): Promise<SyncRunRow | null> {
  const [row] = await db.select().from(runs).where(eq(runs.id, id));
  return row ?? null;
}

/** Moves a run from one of `from` to `to`; null when it was in none of them (someone was first). */
export async function moveRun(
  db: DashboardDb,
  id: string,
  from: readonly SyncRunStatus[],
  to: SyncRunStatus,
  extra: Partial<Pick<SyncRunRow, "error" | "startedAt" | "finishedAt">> = {},
): Promise<SyncRunRow | null> {
  const [row] = await db
    .update(runs)
    .set({ status: to, updatedAt: new Date(), ...extra })
    .where(and(eq(runs.id, id), inArray(runs.status, [...from])))
    .returning();
  return row ?? null;
}

/** Marks a run started the first time a worker takes it. */
export async function markStarted(db: DashboardDb, id: string) {
  await db
    .update(runs)
    .set({ status: "running", startedAt: sql`coalesce(${runs.startedAt}, now())` })
    .where(and(eq(runs.id, id), eq(runs.status, "queued")));
}

/** A page of the service's stale list, as deeds `(page-1)*pageSize…` of the run. */
export async function addListedPage(
  db: DashboardDb,
  runId: string,
  page: number,
  pageSize: number,
  list: NewItem[],
  last: boolean,
) {
  await db.transaction(async (tx) => {
    // A deed that moved to a later page between two reads is kept once, at its first place.
    if (list.length)
      await tx
        .insert(items)
        .values(itemValues(runId, (page - 1) * pageSize, list))
        .onConflictDoNothing();
    await tx
      .update(runs)
      .set({ listedPages: page, listed: last, updatedAt: new Date() })
      .where(eq(runs.id, runId));
  });
}

/** The first pending deed of the run, now `syncing`; null when none is left. */
export async function claimNext(db: DashboardDb, runId: string): Promise<SyncItemRow | null> {
  // Two statements in one transaction, not `update … where seq in (select … limit 1)`: the
  // planner may evaluate such a subquery again for each row and claim several deeds at once.
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ seq: items.seq })
      .from(items)
      .where(and(eq(items.runId, runId), eq(items.state, "pending")))
      .orderBy(asc(items.seq))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) return null;
    const [row] = await tx
      .update(items)
      .set({ state: "syncing", attemptedAt: new Date() })
      .where(and(eq(items.runId, runId), eq(items.seq, next.seq), eq(items.state, "pending")))
      .returning();
    return row ?? null;
  });
}

export type Outcome =
  | { state: "changed" | "unchanged"; changes: SyncItemRow["changes"]; syncedAt: string | null }
  | { state: "synced"; syncedAt: string | null }
  | { state: "failed"; error: SyncError }
  | { state: "pending" };

/** Records what became of a claimed deed (only one still `syncing`). */
export async function finishItem(db: DashboardDb, runId: string, seq: number, outcome: Outcome) {
  const done = outcome.state !== "pending";
  await db
    .update(items)
    .set({
      state: outcome.state,
      changes: "changes" in outcome ? outcome.changes : null,
      error: "error" in outcome ? outcome.error : null,
      syncedAt: "syncedAt" in outcome && outcome.syncedAt ? new Date(outcome.syncedAt) : null,
      finishedAt: done ? new Date() : null,
      ...(done ? {} : { attemptedAt: null }),
    })
    .where(and(eq(items.runId, runId), eq(items.seq, seq), eq(items.state, "syncing")));
}

/** Deeds left `syncing` by a worker that stopped mid-request. */
export async function syncingItems(db: DashboardDb, runId: string): Promise<SyncItemRow[]> {
  return db
    .select()
    .from(items)
    .where(and(eq(items.runId, runId), eq(items.state, "syncing")))
    .orderBy(asc(items.seq));
}

/** How many deeds of each run are in each state. */
export async function countsOf(db: DashboardDb, runIds: string[]) {
  const empty = (): SyncCounts => ({
    total: 0,
    ...(Object.fromEntries(SYNC_ITEM_STATES.map((s) => [s, 0])) as Record<SyncItemState, number>),
  });
  const out = new Map(runIds.map((id) => [id, empty()]));
  if (!runIds.length) return out;
  const rows = await db
    .select({ runId: items.runId, state: items.state, n: count() })
    .from(items)
    .where(inArray(items.runId, runIds))
    .groupBy(items.runId, items.state);
  for (const { runId, state, n } of rows) {
    const counts = out.get(runId)!;
    counts[state] = Number(n);
    counts.total += Number(n);
  }
  return out;
}

/** Runs, newest first. */
export async function listRuns(db: DashboardDb, page: PageQuery) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(runs)
      .orderBy(desc(runs.createdAt), desc(runs.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(runs),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Runs a worker should be busy with (queued or running), oldest first. */
export async function activeRunIds(db: DashboardDb): Promise<string[]> {
  const rows = await db
    .select({ id: runs.id })
    .from(runs)
    .where(inArray(runs.status, ["queued", "running"]))
    .orderBy(asc(runs.createdAt));
  return rows.map((r) => r.id);
}

/** A page of a run's deeds in sync order, of one state or all. */
export async function listItems(
  db: DashboardDb,
  runId: string,
  query: PageQuery & { state?: SyncItemState },
) {
  const where = and(eq(items.runId, runId), query.state ? eq(items.state, query.state) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(items)
      .where(where)
      .orderBy(asc(items.seq))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(items).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** PostgreSQL's unique_violation, wherever the driver put it (PGlite and postgres.js differ). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
