import pino from "pino";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { jobsSchemaOf, type JobStore } from "@/lib/db/job-store";
import { lease, person } from "@/lib/notifications/__tests__/fixtures";
import { addDays } from "@/lib/rental/contract-period";
import { todayInRiyadh } from "@/lib/rental/dates";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { createDigestJob, DIGEST_CRON, DIGEST_QUEUE, type DigestJob } from "../job";
import { saveDigestChoice } from "../settings";
import { smtpTransport } from "../transport";
import { startSmtp } from "./smtp";

vi.setConfig({ testTimeout: 240_000 });

// The digest's clock itself (job.ts on lib/db/periodic-job.ts), at today's real time: on PGlite
// the timer's first turn sends each subscribed person their digest; on PostgreSQL two instances
// each start the job, the minute's cron schedule is in pg-boss's schema once, and as the ticks
// come (one job a tick, whichever instance takes it) each person gets one email, however many
// ticks run. Everyone's hour is 00:00 here, so the day's digest is due whenever this runs.

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const silent = pino({ level: "silent" });

async function until(what: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(testDatabaseKinds())("digest: the job (%s)", (kind) => {
  let storage: TestDatabase;
  const handles: DashboardDbHandle[] = [];
  let db: DashboardDb;
  const emails: string[] = [];
  const jobs: DigestJob[] = [];

  beforeAll(async () => {
    storage = createTestDatabase(kind, "digest_job");
    handles.push(openDashboardDatabase(storage));
    db = await handles[0]!.get();
    const today = todayInRiyadh();
    // Behind on rent since 40 days ago: every manager and admin has an item today.
    await lease(db, 1, addDays(today, -40), { endDate: addDays(today, 320) });
    for (const role of ["manager", "admin"] as const) {
      const p = await person(db, role);
      await saveDigestChoice(db, p.id, { hour: 0 });
      emails.push(`${p.id}@example.com`);
    }
  }, 120_000);
  afterAll(async () => {
    for (const job of jobs) await job.stop(5_000);
    for (const handle of handles) await handle.close();
    await storage?.cleanup();
  });

  const start = async (instanceDb: DashboardDb, store: JobStore, url: string) => {
    const job = createDigestJob({
      runtime: {
        db: instanceDb,
        transport: smtpTransport(url),
        from: "desk@example.sa",
        base: "https://desk.example.sa",
        secret: SECRET,
      },
      store,
      log: silent,
    });
    jobs.push(job);
    await job.start();
    return job;
  };
  const recipients = (smtp: Awaited<ReturnType<typeof startSmtp>>) =>
    smtp.received.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address).sort();

  it.skipIf(kind !== "pglite")(
    "the timer's first turn sends each person one email; a restart sends none more",
    async () => {
      const smtp = await startSmtp();
      try {
        const first = await start(db, { kind: "pglite" }, smtp.url);
        await until(() => smtp.received.length >= emails.length, 60_000);
        await first.stop(5_000);
        expect(recipients(smtp)).toEqual([...emails].sort());

        // Started again (a restart): its first turn finds the day sent.
        const again = await start(db, { kind: "pglite" }, smtp.url);
        await again.stop(5_000); // waits for the turn in hand
        expect(smtp.received).toHaveLength(emails.length);
      } finally {
        await smtp.close();
      }
    },
  );

  it.skipIf(kind !== "postgres")(
    "two instances: the minute's schedule is kept once, and ticks send one email each person",
    async () => {
      const smtp = await startSmtp();
      const schema = jobsSchemaOf(storage.pgSchema!);
      const sql = postgres(storage.url!, { max: 1, onnotice: () => {} });
      try {
        handles.push(openDashboardDatabase(storage));
        const other = await handles[1]!.get();
        const store: JobStore = { kind: "postgres", url: storage.url!, schema };
        await start(db, store, smtp.url);
        await start(other, store, smtp.url);

        const schedules = await sql.unsafe(`select name, cron, timezone from "${schema}".schedule`);
        expect(schedules.map((s) => ({ ...s }))).toEqual([
          { name: DIGEST_QUEUE, cron: DIGEST_CRON, timezone: "Asia/Riyadh" },
        ]);

        // The cron's jobs, as pg-boss makes them each minute: wait for two ticks run to the end.
        const completed = async () =>
          Number(
            (
              await sql.unsafe(
                `select count(*)::int as n from "${schema}".job where name = $1 and state = 'completed'`,
                [DIGEST_QUEUE],
              )
            )[0]!.n,
          );
        await until(async () => (await completed()) >= 2, 200_000);
        expect(recipients(smtp)).toEqual([...emails].sort());
      } finally {
        await sql.end({ timeout: 5 });
        await smtp.close();
      }
    },
  );
});
