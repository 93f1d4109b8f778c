import "server-only";

import type { JobStore } from "@/lib/db/job-store";
import { periodicJob, type PeriodicJob } from "@/lib/db/periodic-job";
import type { Logger } from "@/lib/shared/logger";

import { runDigests, type DigestRuntime } from "./run";

// The digest's clock (lib/db/periodic-job.ts): on PostgreSQL a pg-boss cron schedule, one job a
// tick across every instance; on PGlite a timer in the one process.
// It ticks every minute, not every hour: a person's hour is reached within the minute, and a
// retry 1, 2, 4 … minutes after the SMTP server failed happens then, not at the next hour. A
// tick with nothing to do is two indexed queries, and for each person whose day had nothing so
// far their settings and the due lists again (one query per set of thresholds, shared): such a
// day is looked at again until something is due (prepare.ts). Exactly once per person and day
// does not rest on the clock: the outbox's (user, day) key and its claimed rows (send.ts) do.

export const DIGEST_QUEUE = "digest-send";
export const DIGEST_CRON = "* * * * *";

export type DigestJob = PeriodicJob;

export function createDigestJob(config: {
  runtime: DigestRuntime;
  store: JobStore;
  log: Logger;
}): DigestJob {
  const { runtime, log, store } = config;
  return periodicJob({
    queue: DIGEST_QUEUE,
    cron: DIGEST_CRON,
    tz: "Asia/Riyadh",
    policy: { expireInSeconds: 600, retryLimit: 0 },
    pollingIntervalSeconds: 30,
    timer: { everyMs: 60_000 },
    name: { connection: "rental-desk-digest-jobs", log: "digest" },
    store,
    log,
    async run() {
      const result = await runDigests(runtime);
      if (result.queued || result.sent || result.retrying || result.failed)
        log.info(result, "digest: outbox");
    },
  });
}
