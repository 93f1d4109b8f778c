import "server-only";

import type { DashboardDb } from "@/lib/db/database";
import type { JobStore } from "@/lib/db/job-store";
import { periodicJob, type PeriodicJob } from "@/lib/db/periodic-job";
import { todayInRiyadh } from "@/lib/rental/dates";
import type { Logger } from "@/lib/shared/logger";

import type { Hub } from "./hub";
import { sweepEveryone } from "./sweep";

// The daily sweep (lib/db/periodic-job.ts). On PostgreSQL a pg-boss cron schedule at 00:05
// Riyadh time, one job per day across every instance; a failed job is retried. On PGlite a timer
// in the one process sweeps once a Riyadh day (at start, then when the day changes).
// Either way a day the job missed is made up by each person's first open (sweep.ts), and a sweep
// run twice adds nothing (the dedupe keys).

export const SWEEP_QUEUE = "notifications-sweep";
export const SWEEP_CRON = "5 0 * * *";
export const SWEEP_TZ = "Asia/Riyadh";

export type SweepJob = PeriodicJob;

export function createSweepJob(config: {
  db: DashboardDb;
  hub: Hub;
  store: JobStore;
  log: Logger;
}): SweepJob {
  const { db, hub, log, store } = config;
  let swept: string | null = null;
  return periodicJob({
    queue: SWEEP_QUEUE,
    cron: SWEEP_CRON,
    tz: SWEEP_TZ,
    policy: { expireInSeconds: 900, retryLimit: 5, retryDelay: 60, retryBackoff: true },
    // A daily job: asking for it once a minute is plenty, and costs nothing worth measuring.
    pollingIntervalSeconds: 60,
    // The timer looks at the day every ten minutes.
    timer: { everyMs: 10 * 60_000, due: () => swept !== todayInRiyadh() },
    name: { connection: "rental-desk-notify-jobs", log: "notifications" },
    store,
    log,
    async run() {
      const today = todayInRiyadh();
      const result = await sweepEveryone(db, hub, today);
      log.info({ today, ...result }, "notifications: daily sweep");
      swept = today;
    },
  });
}
