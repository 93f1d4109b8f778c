import "server-only";

import { jobStore } from "@/lib/db/job-store";

import type { PGlite } from "@electric-sql/pglite";

import { recordAudit } from "@/lib/audit/record";
import { getDb } from "@/lib/db";
import type { DashboardDb } from "@/lib/db/database";
import { env, upstreamBackgroundRps } from "@/lib/env";
import { logger } from "@/lib/observability/logger";

import { createSyncEngine, type EngineStore, type SyncEngine } from "./engine";
import { liveUpstream, requesterOf } from "./live-upstream";

// This process's job engine, started with the dashboard (instrumentation-node.ts) and stopped
// by its graceful shutdown before the database closes. Kept on globalThis: route bundles that
// queue a run and the instrumentation bundle that started the worker share one engine.

const KEY = Symbol.for("rental-desk.deed-sync-engine");
type Holder = { [KEY]?: Promise<SyncEngine> };

/** A slice hands its run on after this long (a job then expires after five minutes idle). */
const SLICE_MS = 30_000;

function storeOf(db: DashboardDb): EngineStore {
  const store = jobStore();
  if (store.kind === "postgres") return store;
  // drizzle's PGlite database keeps its client: pg-boss shares the one open directory.
  return { kind: "pglite", client: (db as unknown as { $client: PGlite }).$client };
}

async function create(): Promise<SyncEngine> {
  const db = await getDb();
  const timeoutMs = Number(env.RENTAL_API_TIMEOUT_MS);
  const engine = createSyncEngine({
    db,
    store: storeOf(db),
    rps: upstreamBackgroundRps,
    log: logger(),
    slice: {
      upstream: liveUpstream,
      requester: (userId) => requesterOf(db, userId),
      audit: ({ user, requestId, runId, propertyId, status, details }) =>
        recordAudit({
          user,
          groupId: runId,
          action: "property.sync",
          targetType: "property",
          targetId: String(propertyId),
          status,
          requestId,
          details,
        }),
      sliceMs: SLICE_MS,
      // A request, its token renewal and the retry after it, and then some.
      abandonedAfterMs: 3 * timeoutMs + 30_000,
    },
  });
  await engine.start();
  return engine;
}

/** The engine, started on first use; a failed start is forgotten so the next call retries. */
export function syncEngine(): Promise<SyncEngine> {
  const holder = globalThis as Holder;
  holder[KEY] ??= create().catch((error: unknown) => {
    delete holder[KEY];
    throw error;
  });
  return holder[KEY];
}

/** Shutdown begins: take no new deed (the one in hand is finished). */
export function haltSyncEngine(): void {
  void (globalThis as Holder)[KEY]?.then((engine) => engine.halt()).catch(() => {});
}

/** Graceful shutdown: the deed in hand is finished and its run handed on. */
export async function stopSyncEngine(timeoutMs: number): Promise<void> {
  const pending = (globalThis as Holder)[KEY];
  if (!pending) return;
  const engine = await pending.catch(() => null);
  await engine?.stop(timeoutMs);
}
