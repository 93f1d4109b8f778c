import "server-only";

import type { JobStore } from "@/lib/db/job-store";

import PgBoss from "pg-boss";

import type { Logger } from "@/lib/shared/logger";

import { runDigests, type DigestRuntime } from "./run";

// The digest's clock, as the notifications' sweep does it (lib/notifications/job.ts). On
// PostgreSQL a pg-boss cron schedule, which pg-boss turns into one job a tick across every
// instance, in the deed sync's jobs schema; on PGlite a timer in the one process (a second
// pg-boss on the one PGlite connection broke its transactions: see that file).
// It ticks every minute, not every hour: a person's hour is reached within the minute, and a
// retry 1, 2, 4 … minutes after the SMTP server failed happens then, not at the next hour. A
// tick with nothing to do is two indexed queries, and for each person whose day had nothing so
// far their settings and the due lists again (one query per set of thresholds, shared): such a
// day is looked at again until something is due (prepare.ts). Exactly once per person and day
// does not rest on the clock: the outbox's (user, day) key and its claimed rows (send.ts) do.

export const DIGEST_QUEUE = "digest-send";
export const DIGEST_CRON = "* * * * *";
const TZ = "Asia/Riyadh";
const TICK_MS = 60_000;

export type DigestJob = { start(): Promise<void>; stop(timeoutMs: number): Promise<void> };

async function tick(runtime: DigestRuntime, log: Logger) {
  const result = await runDigests(runtime);
  if (result.queued || result.sent || result.retrying || result.failed)
    log.info(result, "digest: outbox");
}

function timerJob(runtime: DigestRuntime, log: Logger): DigestJob {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const turn = () => {
    if (busy) return;
    busy = true;
    running = tick(runtime, log)
      .catch((error: unknown) => log.error({ err: String(error) }, "digest: run failed"))
      .finally(() => (busy = false));
  };
  return {
    async start() {
      turn();
      timer = setInterval(turn, TICK_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export function createDigestJob(config: {
  runtime: DigestRuntime;
  store: JobStore;
  log: Logger;
}): DigestJob {
  const { runtime, log, store } = config;
  if (store.kind === "pglite") return timerJob(runtime, log);
  const boss = new PgBoss({
    application_name: "rental-desk-digest-jobs",
    connectionString: store.url,
    schema: store.schema,
    max: 2,
  });
  boss.on("error", (error: unknown) => log.error({ err: String(error) }, "digest: job engine"));
  let started = false;
  return {
    async start() {
      await boss.start();
      started = true;
      await boss.createQueue(DIGEST_QUEUE, {
        name: DIGEST_QUEUE,
        policy: "singleton",
        expireInSeconds: 600,
        retryLimit: 0,
      });
      await boss.schedule(DIGEST_QUEUE, DIGEST_CRON, {}, { tz: TZ });
      await boss.work(DIGEST_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
        await tick(runtime, log);
      });
    },
    async stop(timeoutMs) {
      if (started) await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
