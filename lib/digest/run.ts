import "server-only";

import type { DashboardDb } from "@/lib/db/database";
import { todayInRiyadh } from "@/lib/rental/dates";

import { prepareDigests } from "./prepare";
import { sendDue, type MailTransport, type SendOptions } from "./send";

// One turn of the digest: the outbox filled for everyone whose hour has come today (Riyadh), then
// what is due in it sent. The job (job.ts) turns it every minute, `digest --now` once for
// everyone regardless of their hour.

export type DigestRuntime = SendOptions & { db: DashboardDb; transport: MailTransport };

/** The hour (0–23) in Riyadh, UTC+3 all year. */
export const riyadhHour = (now: Date) => new Date(now.getTime() + 3 * 3600_000).getUTCHours();

export async function runDigests(
  runtime: DigestRuntime,
  options: { now?: Date; everyone?: boolean; email?: string } = {},
) {
  const now = options.now ?? new Date();
  const { db, transport, ...send } = runtime;
  const prepared = await prepareDigests(db, {
    day: todayInRiyadh(now),
    hour: options.everyone ? null : riyadhHour(now),
    email: options.email,
    base: send.base,
    secret: send.secret,
  });
  const sent = await sendDue(db, transport, send);
  return { ...prepared, ...sent };
}
