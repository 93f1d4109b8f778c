import "server-only";

import type { JobStore } from "@/lib/db/job-store";

import PgBoss from "pg-boss";

import type { DashboardDb } from "@/lib/db/database";
import { todayInRiyadh } from "@/lib/rental/dates";
import type { Logger } from "@/lib/shared/logger";

import type { Hub } from "./hub";
import { sweepEveryone } from "./sweep";

// The daily sweep. On PostgreSQL, on the job engine (pg-boss, with a pool of its own, in the
// deed sync's jobs schema): a cron schedule at 00:05 Riyadh time, which pg-boss turns into one
// job per day across every instance; one worker takes it, a failed job is retried.
// On PGlite there is one process per data directory, so no instance to agree with: a timer here
// sweeps once a Riyadh day (at start, then when the day changes). A second pg-boss on the one
// PGlite connection is not safe: pg-boss spreads a transaction over several calls, and another
// caller's statement in between left the connection in an aborted transaction (sign-in failed).
// Either way a day the job missed is made up by each person's first open (sweep.ts), and a sweep
// run twice adds nothing (the dedupe keys).

export const SWEEP_QUEUE = "notifications-sweep";
export const SWEEP_CRON = "5 0 * * *";
export const SWEEP_TZ = "Asia/Riyadh";

export type SweepJob = { start(): Promise<void>; stop(timeoutMs: number): Promise<void> };

/** How often the PGlite timer looks at the day. */
const DAY_CHECK_MS = 10 * 60_000;

async function sweepToday(db: DashboardDb, hub: Hub, log: Logger) {
  const today = todayInRiyadh();
  const result = await sweepEveryone(db, hub, today);
  log.info({ today, ...result }, "notifications: daily sweep");
  return today;
}

function timerJob(db: DashboardDb, hub: Hub, log: Logger): SweepJob {
  let timer: ReturnType<typeof setInterval> | undefined;
  let swept: string | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (swept === todayInRiyadh()) return;
    running = sweepToday(db, hub, log).then(
      (day) => (swept = day),
      (error: unknown) => log.error({ err: String(error) }, "notifications: daily sweep failed"),
    );
  };
  return {
    async start() {
      tick();
      timer = setInterval(tick, DAY_CHECK_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export function createSweepJob(config: {
  db: DashboardDb;
  hub: Hub;
  store: JobStore;
  log: Logger;
}): SweepJob {
  const { db, hub, log, store } = config;
  if (store.kind === "pglite") return timerJob(db, hub, log);
  const boss = new PgBoss({
    application_name: "rental-desk-notify-jobs",
    connectionString: store.url,
    schema: store.schema,
    max: 2,
  });
  boss.on("error", (error: unknown) =>
    log.error({ err: String(error) }, "notifications: job engine"),
  );
  let started = false;
  return {
    async start() {
      await boss.start();
      started = true;
      await boss.createQueue(SWEEP_QUEUE, {
        name: SWEEP_QUEUE,
        policy: "singleton",
        expireInSeconds: 900,
        retryLimit: 5,
        retryDelay: 60,
        retryBackoff: true,
      });
      await boss.schedule(SWEEP_QUEUE, SWEEP_CRON, {}, { tz: SWEEP_TZ });
      // A daily job: asking for it once a minute is plenty, and costs nothing worth measuring.
      await boss.work(SWEEP_QUEUE, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
        await sweepToday(db, hub, log);
      });
    },
    async stop(timeoutMs) {
      if (started) await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
