import "server-only";

import { getDb } from "@/lib/db";
import type { DashboardDb } from "@/lib/db/database";
import { describeError } from "@/lib/observability/redact";
import { logger } from "@/lib/observability/logger";

import {
  exportEnded,
  paymentVoided,
  syncRunEnded,
  type ExportEnd,
  type SyncRunEnd,
  type VoidedPayment,
} from "./events";
import { notificationHub } from "./instance";

// The notifications' face for the server: what other features call where something happens.
// A notification that cannot be made is logged, never the failure of what happened.

async function quietly(what: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    logger().warn({ err: describeError(error) }, `notifications: ${what} not made`);
  }
}

/** A bulk deed sync run ended (lib/deeds/sync/worker.ts). */
export function notifySyncRunEnded(db: DashboardDb, run: SyncRunEnd, outcome: "done" | "failed") {
  return quietly("deed sync", () => syncRunEnded(db, notificationHub(), run, outcome));
}

/** An export finished or failed (lib/exports, through the listener instrumentation-node.ts sets). */
export function notifyExportEnded(end: ExportEnd) {
  return quietly("export", async () => exportEnded(await getDb(), notificationHub(), end));
}

/** A payment was voided (lib/rent-roll/payment-actions.ts). */
export function notifyPaymentVoided(db: DashboardDb, payment: VoidedPayment) {
  return quietly("payment void", () => paymentVoided(db, notificationHub(), payment));
}

export { haltNotifications, startSweepJob, stopNotifications, sweepToday } from "./instance";

// For the morning digest (lib/digest): the same answer to "what needs this person today".
export { dueFor, type DueItem, type DueMemo } from "./due";
export { DEFAULT_SETTINGS, settingsOf, type PersonSettings } from "./settings";
