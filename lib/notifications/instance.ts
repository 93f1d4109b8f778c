import "server-only";

import { getDb } from "@/lib/db";
import { jobStore } from "@/lib/db/job-store";
import { startOnce, stopStarted } from "@/lib/db/periodic-job";
import { env } from "@/lib/env";
import { todayInRiyadh } from "@/lib/rental/dates";
import { logger } from "@/lib/observability/logger";

import { channelOf, createHub, type Hub } from "./hub";
import { createSweepJob, type SweepJob } from "./job";
import { sweepEveryone } from "./sweep";

// This process's hub (the open tabs' subscriptions) and daily sweep job, kept on globalThis:
// route bundles and the instrumentation bundle share them. Shutdown first ends the open streams
// (they would otherwise hold it until its deadline), then stops the job.

type State = { hub?: Hub; job?: Promise<SweepJob>; closing: AbortController };
const KEY = Symbol.for("rental-desk.notifications");
const scope = globalThis as typeof globalThis & { [KEY]?: State };
const state = (): State => (scope[KEY] ??= { closing: new AbortController() });

export function notificationHub(): Hub {
  const s = state();
  s.hub ??= createHub({
    url: env.DATABASE_URL,
    channel: channelOf(env.DATABASE_SCHEMA),
    log: logger(),
  });
  return s.hub;
}

/** Aborted when shutdown begins: every open stream ends. */
export function closingSignal(): AbortSignal {
  return state().closing.signal;
}

/** Starts the daily sweep's worker and schedule; a failure is forgotten so a later call retries. */
export function startSweepJob(): Promise<SweepJob> {
  return startOnce(state(), async () => {
    const job = createSweepJob({
      db: await getDb(),
      hub: notificationHub(),
      log: logger(),
      store: jobStore(),
    });
    await job.start();
    return job;
  });
}

/**
 * Makes today's items for everyone now, as the daily job does (nothing twice): for records that
 * came after the day's sweep, such as the demo register made in the background at start.
 */
export async function sweepToday(): Promise<void> {
  const today = todayInRiyadh();
  const result = await sweepEveryone(await getDb(), notificationHub(), today);
  logger().info({ today, ...result }, "notifications: swept again");
}

/** Shutdown begins: the open streams end now. */
export function haltNotifications(): void {
  state().closing.abort();
}

/** Graceful shutdown: the job's worker stops, the hub's LISTEN connection closes. */
export async function stopNotifications(timeoutMs: number): Promise<void> {
  await stopStarted(state(), timeoutMs);
  await state().hub?.close();
}
