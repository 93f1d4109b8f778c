import "server-only";

import PgBoss from "pg-boss";

import type { Logger } from "@/lib/shared/logger";

import type { JobStore } from "./job-store";

// A job that runs on a clock, in the job store (job-store.ts): the notifications' daily sweep and
// the digest's minute tick. On PostgreSQL a pg-boss cron schedule, which pg-boss turns into one
// job a tick across every instance (one worker takes it; a failure is retried as the queue says).
// On PGlite there is one process per data directory, so no instance to agree with: a timer in the
// process turns every `timer.everyMs` and runs when `timer.due()` says so (a turn is skipped while
// the last still runs). A second pg-boss on the one PGlite connection is not safe: pg-boss spreads
// a transaction over several calls, and another caller's statement in between left the connection
// in an aborted transaction (sign-in failed).

export type PeriodicJob = { start(): Promise<void>; stop(timeoutMs: number): Promise<void> };

export type PeriodicJobConfig = {
  /** pg-boss's queue on PostgreSQL. */
  queue: string;
  /** When it runs on PostgreSQL (cron, in `tz`). */
  cron: string;
  tz: string;
  /** The queue's policy on PostgreSQL (how long a run may take, its retries). */
  policy: Pick<PgBoss.Queue, "expireInSeconds" | "retryLimit" | "retryDelay" | "retryBackoff">;
  /** How often the worker asks for the queue's job on PostgreSQL. */
  pollingIntervalSeconds: number;
  /** On PGlite: how often the timer turns, and whether a turn runs (always, without `due`). */
  timer: { everyMs: number; due?: () => boolean };
  /** PostgreSQL's application_name of the engine's connections, and the logs' prefix. */
  name: { connection: string; log: string };
  run: () => Promise<unknown>;
  store: JobStore;
  log: Logger;
};

export function periodicJob(config: PeriodicJobConfig): PeriodicJob {
  const { log, name } = config;
  const run = () =>
    config.run().catch((error: unknown) => {
      log.error({ err: String(error) }, `${name.log}: run failed`);
      throw error;
    });
  return config.store.kind === "pglite"
    ? timerJob(config, run)
    : bossJob(config, config.store, run);
}

function timerJob(config: PeriodicJobConfig, run: () => Promise<unknown>): PeriodicJob {
  const { everyMs, due = () => true } = config.timer;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const turn = () => {
    if (busy || !due()) return;
    busy = true;
    running = run()
      .catch(() => {}) // logged by run; the next turn tries again
      .finally(() => (busy = false));
  };
  return {
    async start() {
      turn();
      timer = setInterval(turn, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

function bossJob(
  config: PeriodicJobConfig,
  store: Extract<JobStore, { kind: "postgres" }>,
  run: () => Promise<unknown>,
): PeriodicJob {
  const { queue, log, name } = config;
  const boss = new PgBoss({
    application_name: name.connection,
    connectionString: store.url,
    schema: store.schema,
    max: 2,
  });
  boss.on("error", (error: unknown) =>
    log.error({ err: String(error) }, `${name.log}: job engine`),
  );
  let started = false;
  return {
    async start() {
      await boss.start();
      started = true;
      await boss.createQueue(queue, { name: queue, policy: "singleton", ...config.policy });
      await boss.schedule(queue, config.cron, {}, { tz: config.tz });
      await boss.work(
        queue,
        { batchSize: 1, pollingIntervalSeconds: config.pollingIntervalSeconds },
        async () => {
          await run();
        },
      );
    },
    async stop(timeoutMs) {
      if (started) await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}

/**
 * Starts this process's job once: later calls share the first start; a failed start is forgotten
 * so that the next call tries again. `slot` lives on globalThis (route bundles and the
 * instrumentation bundle share it).
 */
export function startOnce<T extends PeriodicJob | null>(
  slot: { job?: Promise<T> },
  start: () => Promise<T>,
): Promise<T> {
  slot.job ??= start().catch((error: unknown) => {
    delete slot.job;
    throw error;
  });
  return slot.job;
}

/** Graceful shutdown: the started job (if any started) finishes its run and stops. */
export async function stopStarted(
  slot: { job?: Promise<PeriodicJob | null> },
  timeoutMs: number,
): Promise<void> {
  const job = await slot.job?.catch(() => null);
  await job?.stop(timeoutMs);
}
