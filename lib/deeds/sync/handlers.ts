import "server-only";

import { randomUUID } from "node:crypto";

import type { ResponseArgs } from "@/lib/http/handler";
import { describeError } from "@/lib/observability/redact";
import { apiError, json, listBody } from "@/lib/http/responses";
import { recordAudit } from "@/lib/audit/record";
import { getDb } from "@/lib/db";
import type { SyncRunRow } from "@/lib/deeds/sync/tables";
import { upstreamBackgroundRps } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { msg } from "@/lib/rental/messages";

import { syncEngine } from "./instance";
import {
  ACTIVE_STATUSES,
  type StartSyncRun,
  type SyncItemState,
  type SyncRunStatus,
} from "./schemas";
import { itemsPage, runOf, runsPage, withCounts } from "./reads";
import { createRun, getRun, isUniqueViolation, moveRun } from "./store";
import { staleCutoff } from "@/lib/properties";

// What /api/deed-sync/runs does (admins): start a run, read runs and their deeds, pause, resume
// and cancel. Route files are one line each (app/api/deed-sync). Every change is audited.

type RunArgs = ResponseArgs<{ id: string }, undefined, undefined>;

// POST /api/deed-sync/runs
export async function startRunResponse({
  user,
  body,
  requestId,
}: ResponseArgs<undefined, undefined, StartSyncRun>) {
  const db = await getDb();
  const id = randomUUID();
  const base = {
    id,
    requestedBy: user.id,
    requestedByEmail: user.email,
    rps: upstreamBackgroundRps,
  };
  const audit = {
    user,
    action: "deed-sync.start",
    targetType: "sync-run",
    targetId: id,
    requestId,
  } as const;
  const details =
    body.scope === "stale"
      ? { scope: body.scope, days: body.days }
      : { scope: body.scope, deeds: body.deeds.length };
  let row: SyncRunRow;
  try {
    row =
      body.scope === "stale"
        ? await createRun(db, {
            ...base,
            scope: "stale",
            staleDays: body.days,
            staleBefore: new Date(staleCutoff(body.days)),
          })
        : await createRun(
            db,
            { ...base, scope: "selected", staleDays: null, staleBefore: null },
            body.deeds.map((d) => ({
              propertyId: d.id,
              documentNumber: d.document_number,
              propertyName: d.property_name,
              previousSyncedAt: d.synced_at,
            })),
          );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await recordAudit({ ...audit, targetId: null, status: 409, details });
    return apiError(409, "CONFLICT", msg("apiErrors.deedSync.staleRunActive"));
  }
  try {
    await (await syncEngine()).enqueue(id);
  } catch (error) {
    logger().error(
      { requestId, runId: id, err: describeError(error) },
      "deed sync: run not queued",
    );
    await moveRun(db, id, ACTIVE_STATUSES, "failed", {
      error: { code: "INTERNAL_ERROR", message: msg("apiErrors.deedSync.notQueued") },
      finishedAt: new Date(),
    });
    await recordAudit({ ...audit, status: 500, details });
    return apiError(500, "INTERNAL_ERROR", msg("apiErrors.deedSync.notQueued"));
  }
  await recordAudit({ ...audit, status: 201, details });
  return json({ data: await withCounts(db, row), meta: {} }, { status: 201 });
}

// GET /api/deed-sync/runs
export async function listRunsResponse({
  query,
}: ResponseArgs<undefined, { page: number; pageSize: number }, undefined>) {
  const { rows, total } = await runsPage(await getDb(), query);
  return json(listBody(rows, { ...query, total }));
}

// GET /api/deed-sync/runs/{id}
export async function getRunResponse({ params }: RunArgs) {
  const run = await runOf(await getDb(), params.id);
  if (!run) return apiError(404, "NOT_FOUND", msg("apiErrors.deedSync.runNotFound"));
  return json({ data: run, meta: {} });
}

// GET /api/deed-sync/runs/{id}/items
export async function listItemsResponse({
  params,
  query,
}: ResponseArgs<
  { id: string },
  { page: number; pageSize: number; state?: SyncItemState },
  undefined
>) {
  const page = await itemsPage(await getDb(), params.id, query);
  if (!page) return apiError(404, "NOT_FOUND", msg("apiErrors.deedSync.runNotFound"));
  return json(listBody(page.rows, { ...query, total: page.total }));
}

const CONTROLS = {
  pause: { from: ["queued", "running"], to: "paused", refused: "apiErrors.deedSync.cannotPause" },
  resume: { from: ["paused"], to: "running", refused: "apiErrors.deedSync.cannotResume" },
  cancel: {
    from: ["queued", "running", "paused"],
    to: "cancelled",
    refused: "apiErrors.deedSync.cannotCancel",
  },
} as const satisfies Record<string, { from: SyncRunStatus[]; to: SyncRunStatus; refused: string }>;

/** POST /api/deed-sync/runs/{id}/{pause|resume|cancel}: takes effect between two deeds. */
export function controlResponse(control: keyof typeof CONTROLS) {
  const { from, to, refused } = CONTROLS[control];
  return async ({ user, params, requestId }: RunArgs) => {
    const db = await getDb();
    const audit = {
      user,
      action: `deed-sync.${control}`,
      targetType: "sync-run",
      targetId: params.id,
      requestId,
    } as const;
    const finished = to === "cancelled" ? { finishedAt: new Date() } : {};
    const moved = await moveRun(db, params.id, from, to, finished);
    if (!moved) {
      const exists = await getRun(db, params.id);
      const status = exists ? 409 : 404;
      await recordAudit({ ...audit, status, details: { status: exists?.status ?? null } });
      if (!exists) return apiError(404, "NOT_FOUND", msg("apiErrors.deedSync.runNotFound"));
      return apiError(409, "CONFLICT", msg(refused), { status: exists.status });
    }
    if (control === "resume") await (await syncEngine()).enqueue(params.id);
    await recordAudit({ ...audit, status: 200, details: {} });
    return json({ data: await withCounts(db, moved), meta: {} });
  };
}
