import "server-only";

import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";

import type { DashboardDb } from "@/lib/db/database";
import type { Logger } from "@/lib/shared/logger";
import { createBudget } from "@/lib/upstream/budget";

import { activeRunIds } from "./store";
import type { SliceDeps } from "./slice";
import { runSlice } from "./worker";

// The job engine: pg-boss (its tables in a schema of their own) on the dashboard's database. On
// PostgreSQL it has its own small pool on DATABASE_URL; on PGlite it runs its SQL through our
// PGlite instance (one process per data directory, so one in-process worker), the same code.
//
// A job is "continue run X". The queue's `stately` policy keeps at most one job of a run active
// and one waiting, across every instance, so no two workers ever work on one run; each job
// runs one slice (worker.ts) and, if the run is not finished, sends the next. A job whose worker
// died is expired and retried by pg-boss's maintenance; a started engine also queues every run
// still queued or running, so a run outlives any restart. The deeds' own rows (store.ts) are the
// checkpoint: nothing is synced twice even if two jobs of one run ever overlapped.

export const SYNC_QUEUE = "deed-sync";

type Payload = { runId: string };

export type EngineStore =
  { kind: "pglite"; client: PGlite } | { kind: "postgres"; url: string; schema: string };

export type EngineConfig = {
  db: DashboardDb;
  store: EngineStore;
  /** The upstream budget's rate (UPSTREAM_BACKGROUND_RPS). */
  rps: number;
  slice: Omit<SliceDeps, "db" | "budget" | "signal">;
  log: Logger;
  /** How often an idle worker asks for a job (pg-boss's default is 2 s). */
  pollingIntervalSeconds?: number;
};

export type SyncEngine = {
  start(): Promise<void>;
  /** Queues (the rest of) a run; a no-op when one of its jobs is already waiting. */
  enqueue(runId: string, delayMs?: number): Promise<void>;
  /** Takes no more jobs; the slice in hand finishes its deed and hands the run on. */
  halt(): void;
  /** halt(), then waits (up to `timeoutMs`) for the slice in hand, and closes pg-boss. */
  stop(timeoutMs: number): Promise<void>;
};

/** pg-boss's SQL through our PGlite: statements without parameters may be several at once. */
function pgliteDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

function bossOptions(store: EngineStore): PgBoss.ConstructorOptions {
  const common = { schedule: false, application_name: "rental-desk-jobs" };
  if (store.kind === "pglite") return { ...common, db: pgliteDb(store.client), schema: "jobs" };
  return { ...common, connectionString: store.url, schema: store.schema, max: 4 };
}

export function createSyncEngine(config: EngineConfig): SyncEngine {
  const { db, log } = config;
  const boss = new PgBoss(bossOptions(config.store));
  // An 'error' event without a listener would end the process.
  boss.on("error", (error: unknown) => log.error({ err: String(error) }, "deed sync: job engine"));
  const shutdown = new AbortController();
  const budget = createBudget(db, config.rps);
  let starting: Promise<void> | null = null;

  async function enqueue(runId: string, delayMs = 0) {
    const startAfter = delayMs > 0 ? Math.ceil(delayMs / 1000) : undefined;
    await boss.send(SYNC_QUEUE, { runId } satisfies Payload, { singletonKey: runId, startAfter });
  }

  async function work([job]: PgBoss.Job<Payload>[]) {
    if (!job) return;
    const { runId } = job.data;
    log.debug({ runId, jobId: job.id }, "deed sync: slice begins");
    const result = await runSlice(runId, {
      ...config.slice,
      db,
      budget,
      signal: shutdown.signal,
    });
    log.debug({ runId, jobId: job.id, next: result.next }, "deed sync: slice ends");
    if (result.next === "continue") await enqueue(runId, result.delayMs);
  }

  function halt() {
    if (shutdown.signal.aborted) return;
    shutdown.abort(new Error("shutting down"));
    // Stop asking for jobs now (a job taken now would only be handed on again).
    if (starting) void starting.then(() => boss.offWork(SYNC_QUEUE)).catch(() => {});
  }

  async function start() {
    await boss.start();
    await boss.createQueue(SYNC_QUEUE, {
      name: SYNC_QUEUE,
      policy: "stately",
      // A slice takes well under a minute; a job still active after five has lost its worker.
      expireInSeconds: 300,
      retryLimit: 10,
      retryDelay: 15,
      retryBackoff: true,
    });
    await boss.work<Payload>(
      SYNC_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: config.pollingIntervalSeconds ?? 2 },
      work,
    );
    for (const runId of await activeRunIds(db)) await enqueue(runId);
  }

  return {
    start() {
      starting ??= start().catch((error: unknown) => {
        starting = null;
        throw error;
      });
      return starting;
    },
    enqueue,
    halt,
    async stop(timeoutMs) {
      halt();
      if (!starting) return;
      await starting.catch(() => {});
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
