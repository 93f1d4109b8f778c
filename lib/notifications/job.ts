import "server-only";

import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";

import type { DashboardDb } from "@/lib/db/database";
import { todayInRiyadh } from "@/lib/rental/dates";
import type { Logger } from "@/lib/shared/logger";

import type { Hub } from "./hub";
import { sweepEveryone } from "./sweep";

// The daily sweep on the job engine (pg-boss, beside the bulk deed sync's: the same tables, in
// the same schema): a cron schedule at 00:05 Riyadh time, which pg-boss turns into one job per
// day across every instance; one worker takes it. A job that fails is retried; a day the job
// missed (no instance up at midnight) is made up by each person's first open (sweep.ts), and a
// sweep run twice adds nothing (the dedupe keys).

export const SWEEP_QUEUE = "notifications-sweep";
export const SWEEP_CRON = "5 0 * * *";
export const SWEEP_TZ = "Asia/Riyadh";

export type JobStore =
  { kind: "pglite"; client: PGlite } | { kind: "postgres"; url: string; schema: string };

export type SweepJob = { start(): Promise<void>; stop(timeoutMs: number): Promise<void> };

/** pg-boss's SQL through our PGlite, as the deed sync's engine runs it (lib/deeds/sync/engine.ts). */
function pgliteDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
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
  const common = { application_name: "rental-desk-notify-jobs" };
  const boss = new PgBoss(
    store.kind === "pglite"
      ? { ...common, db: pgliteDb(store.client), schema: "jobs" }
      : { ...common, connectionString: store.url, schema: store.schema, max: 2 },
  );
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
        const today = todayInRiyadh();
        const result = await sweepEveryone(db, hub, today);
        log.info({ today, ...result }, "notifications: daily sweep");
      });
    },
    async stop(timeoutMs) {
      if (started) await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
