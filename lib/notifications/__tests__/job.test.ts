import PgBoss from "pg-boss";
import pino from "pino";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { jobsSchemaOf, type JobStore } from "@/lib/db/job-store";
import { addDays } from "@/lib/rental/contract-period";
import { todayInRiyadh } from "@/lib/rental/dates";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { channelOf, createHub, type Hub } from "../hub";
import { createSweepJob, SWEEP_CRON, SWEEP_QUEUE, SWEEP_TZ, type SweepJob } from "../job";
import { unreadCount } from "../store";
import { lease, person } from "./fixtures";

vi.setConfig({ testTimeout: 120_000 });

// The daily sweep's job itself (job.ts on lib/db/periodic-job.ts): on PGlite the timer sweeps at
// start; on PostgreSQL two instances each start the job, the 00:05 schedule is kept once, and the
// day's job (sent here as the cron sends it at 00:05) is swept by one of them: the manager's
// overdue rent is one item.

const silent = pino({ level: "silent" });

async function until(what: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(testDatabaseKinds())("notifications: the sweep's job (%s)", (kind) => {
  let storage: TestDatabase;
  const handles: DashboardDbHandle[] = [];
  let db: DashboardDb;
  let hub: Hub;
  let manager: { id: string };
  const jobs: SweepJob[] = [];

  beforeAll(async () => {
    storage = createTestDatabase(kind, "notify_job");
    handles.push(openDashboardDatabase(storage));
    db = await handles[0]!.get();
    hub = createHub({ url: storage.url, channel: channelOf(storage.pgSchema ?? "pglite") });
    const today = todayInRiyadh();
    // Behind on rent since 40 days ago, ending in 320 days: one overdue item, nothing else.
    await lease(db, 1, addDays(today, -40), { endDate: addDays(today, 320) });
    manager = await person(db, "manager");
  }, 120_000);
  afterAll(async () => {
    for (const job of jobs) await job.stop(5_000);
    await hub?.close();
    for (const handle of handles) await handle.close();
    await storage?.cleanup();
  });

  const start = async (instanceDb: DashboardDb, store: JobStore) => {
    const job = createSweepJob({ db: instanceDb, hub, store, log: silent });
    jobs.push(job);
    await job.start();
    return job;
  };

  it.skipIf(kind !== "pglite")("the timer sweeps the day at start", async () => {
    expect(await unreadCount(db, manager.id)).toBe(0);
    const job = await start(db, { kind: "pglite" });
    await job.stop(5_000); // waits for the sweep in hand
    expect(await unreadCount(db, manager.id)).toBe(1);
  });

  it.skipIf(kind !== "postgres")(
    "two instances: the 00:05 schedule is kept once, and the day's job is swept",
    async () => {
      const schema = jobsSchemaOf(storage.pgSchema!);
      const store: JobStore = { kind: "postgres", url: storage.url!, schema };
      handles.push(openDashboardDatabase(storage));
      await start(db, store);
      await start(await handles[1]!.get(), store);

      const sql = postgres(storage.url!, { max: 1, onnotice: () => {} });
      const boss = new PgBoss({
        connectionString: storage.url!,
        schema,
        max: 1,
        schedule: false,
        supervise: false,
      });
      try {
        const schedules = await sql.unsafe(`select name, cron, timezone from "${schema}".schedule`);
        expect(schedules.map((s) => ({ ...s }))).toEqual([
          { name: SWEEP_QUEUE, cron: SWEEP_CRON, timezone: SWEEP_TZ },
        ]);
        expect(await unreadCount(db, manager.id)).toBe(0);
        await boss.start();
        const id = await boss.send(SWEEP_QUEUE, {});
        await until(
          async () => (await boss.getJobById(SWEEP_QUEUE, id!))?.state === "completed",
          90_000,
        );
        expect(await unreadCount(db, manager.id)).toBe(1);
      } finally {
        await boss.stop({ graceful: false, wait: true });
        await sql.end({ timeout: 5 });
      }
    },
  );
});
