import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import type { SyncItemRow, SyncRunRow } from "@/lib/deeds/sync/tables";
import { notifySyncRunEnded } from "@/lib/notifications/server";
import type { Property } from "@/lib/rental/records";

import { recoverItem } from "./recover";
import { ACTIVE_STATUSES, type SyncError } from "./schemas";
import { attempt, requestIdOf, RETRY_DELAY_MS, type SliceDeps, type SliceResult } from "./slice";
import {
  addListedPage,
  claimNext,
  finishItem,
  getRun,
  markStarted,
  moveRun,
  syncingItems,
  type NewItem,
} from "./store";

// One slice of a run: what a job does before it hands the run on to the next job (lib/deeds/sync/
// engine.ts). It lists the stale deeds (a stale run's first slices), settles deeds a stopped
// worker left mid-request, then syncs pending deeds one at a time, each in a slot of the upstream
// budget (lib/upstream/budget.ts, shared with every other background reader), each
// recorded the moment its answer is in. Between deeds it stops for a pause, a cancel, the end
// of its time or the process shutting down (the deed in hand is always finished first).

export const LIST_PAGE_SIZE = 100;
const IDLE: SliceResult = { next: "idle" };
const CONTINUE: SliceResult = { next: "continue", delayMs: 0 };

export async function runSlice(runId: string, deps: SliceDeps): Promise<SliceResult> {
  const { db, signal } = deps;
  let run = await getRun(db, runId);
  if (!run || !isActive(run)) return IDLE;
  const user = await deps.requester(run.requestedBy);
  if (!user)
    return failRun(deps, run, {
      code: "REQUESTER_NOT_ALLOWED",
      message: "apiErrors.deedSync.requesterNotAllowed",
    });
  await markStarted(db, runId);
  const started = performance.now();
  const timeUp = () => signal.aborted || performance.now() - started > deps.sliceMs;
  const paced = async () => {
    try {
      // A token that cannot be had fails the request itself, where it is recorded.
      await deps.upstream.ready().catch(() => undefined);
      await deps.budget.next(signal);
      return true;
    } catch (error) {
      if (signal.aborted) return false;
      throw error;
    }
  };
  const stillActive = async () => {
    run = await getRun(db, runId);
    return !!run && isActive(run);
  };

  while (!run.listed) {
    if (timeUp()) return CONTINUE;
    if (!(await paced()) || !(await stillActive())) return signal.aborted ? CONTINUE : IDLE;
    const page: number = run!.listedPages + 1;
    const listed = await attempt(deps, () =>
      deps.upstream.list(
        user,
        requestIdOf(runId, `list-${page}`),
        run!.staleBefore!.toISOString(),
        page,
        LIST_PAGE_SIZE,
      ),
    );
    if ("failure" in listed) {
      // A list read is safe to repeat; a refusal (a 400 for the filter) ends the run.
      const { transient, notSent } = listed.failure;
      if (transient || notSent) return { next: "continue", delayMs: RETRY_DELAY_MS };
      return failRun(deps, run!, listed.failure.error);
    }
    const last = page >= listed.value.pageCount;
    await addListedPage(db, runId, page, LIST_PAGE_SIZE, listed.value.rows.map(toItem), last);
    run = { ...run!, listedPages: page, listed: last };
  }

  let waiting = false;
  for (const item of await syncingItems(db, runId)) {
    const age = Date.now() - (item.attemptedAt?.getTime() ?? 0);
    if (age < deps.abandonedAfterMs) {
      waiting = true; // another worker may still be sending it: look again later
      continue;
    }
    if (timeUp()) return CONTINUE;
    if (!(await paced())) return CONTINUE;
    await recoverItem(deps, user, item);
  }

  for (;;) {
    if (timeUp()) return CONTINUE;
    if (!(await stillActive())) return IDLE;
    const item = await claimNext(db, runId);
    if (!item) break;
    // Paced right before the request, so that its start is what keeps the pace.
    if (!(await paced())) {
      await finishItem(db, runId, item.seq, { state: "pending" });
      return CONTINUE;
    }
    if (!(await syncItem(deps, user, item))) return { next: "continue", delayMs: RETRY_DELAY_MS };
  }
  if (waiting || (await syncingItems(db, runId)).length)
    return { next: "continue", delayMs: deps.abandonedAfterMs };
  const done = await moveRun(db, runId, ACTIVE_STATUSES, "done", { finishedAt: new Date() });
  // Whoever moved the run tells its requester, once (moveRun answers null to the others).
  if (done) await notifySyncRunEnded(db, done, "done");
  return IDLE;
}

/** Syncs one claimed deed and records it; false when upstream is in trouble (wait before the next). */
async function syncItem(deps: SliceDeps, user: SessionUser, item: SyncItemRow) {
  const requestId = requestIdOf(item.runId, item.seq);
  const result = await attempt(deps, () => deps.upstream.sync(user, requestId, item.propertyId));
  const audit = { user, requestId, runId: item.runId, propertyId: item.propertyId };
  if ("failure" in result) {
    const { error, status, notSent, transient } = result.failure;
    // Certainly not done: the deed waits for the next try. Otherwise (refused, or sent and
    // unanswered, which may have synced it) it is failed and never sent again.
    await finishItem(
      deps.db,
      item.runId,
      item.seq,
      notSent ? { state: "pending" } : { state: "failed", error },
    );
    if (!notSent)
      await deps.audit({ ...audit, status, details: { run: item.runId, error: error.code } });
    return !(notSent || transient);
  }
  const { changes, syncedAt } = result.value;
  await finishItem(deps.db, item.runId, item.seq, {
    state: changes.length ? "changed" : "unchanged",
    changes,
    syncedAt,
  });
  await deps.audit({
    ...audit,
    status: 200,
    details: { run: item.runId, changes: changes.length },
  });
  return true;
}

async function failRun(deps: SliceDeps, run: SyncRunRow, error: SyncError): Promise<SliceResult> {
  const failed = await moveRun(deps.db, run.id, ACTIVE_STATUSES, "failed", {
    error,
    finishedAt: new Date(),
  });
  if (failed) await notifySyncRunEnded(deps.db, failed, "failed");
  return IDLE;
}

function isActive(run: Pick<SyncRunRow, "status">) {
  return (ACTIVE_STATUSES as readonly string[]).includes(run.status);
}

function toItem(p: Property): NewItem {
  return {
    propertyId: p.id,
    documentNumber: p.document_number,
    propertyName: p.property_name,
    previousSyncedAt: p.synced_at,
  };
}
