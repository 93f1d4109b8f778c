import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import type { SyncItemRow } from "@/lib/deeds/sync/tables";

import type { SyncError } from "./schemas";
import { finishItem } from "./store";
import { attempt, requestIdOf, type SliceDeps } from "./slice";

// A deed left `syncing`: its worker claimed it and stopped (a machine died, a process was
// killed) before recording upstream's answer, so whether the request reached upstream is not
// known. Sending it again could sync it twice, so the deed is read instead. If its synced_at is
// still what the list said when the run began, the request never took effect and the deed goes
// back to the queue; if it moved on, it was synced (by that request, or by someone since) and is
// recorded as `synced`, what changed unknown. Without a synced_at to compare (an upstream that
// does not send it, a deed picked without one), it is recorded as failed and never sent again.

export const INTERRUPTED: SyncError = {
  code: "SYNC_INTERRUPTED",
  message: "apiErrors.deedSync.interrupted",
};

export async function recoverItem(deps: SliceDeps, user: SessionUser, item: SyncItemRow) {
  const { db } = deps;
  const failed = { state: "failed", error: INTERRUPTED } as const;
  if (!item.previousKnown) return finishItem(db, item.runId, item.seq, failed);
  const requestId = requestIdOf(item.runId, `check-${item.seq}`);
  const read = await attempt(deps, () => deps.upstream.read(user, requestId, item.documentNumber));
  if ("failure" in read) {
    // Upstream in trouble: look again in a later slice. Otherwise (the property is gone): failed.
    if (read.failure.transient || read.failure.notSent) return;
    return finishItem(db, item.runId, item.seq, { state: "failed", error: read.failure.error });
  }
  const now = read.value;
  if (now === undefined) return finishItem(db, item.runId, item.seq, failed);
  const before = item.previousSyncedAt?.getTime() ?? null;
  const after = now === null ? null : Date.parse(now);
  if (before === after) return finishItem(db, item.runId, item.seq, { state: "pending" });
  await finishItem(db, item.runId, item.seq, { state: "synced", syncedAt: now });
  await deps.audit({
    user,
    requestId,
    runId: item.runId,
    propertyId: item.propertyId,
    status: 200,
    details: { run: item.runId, changes: null, recovered: true },
  });
}
