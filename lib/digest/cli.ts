import { parseArgs } from "node:util";

import type { DashboardDb } from "@/lib/db/database";

import { runDigests, type DigestRuntime } from "./run";

// `npm run notify -- digest --now [--user EMAIL]` (scripts/notify.ts): today's digests at once,
// for everyone subscribed (or one person) whatever their hour, against the dashboard's database.
// What was sent today is not sent again (the outbox's one row per person and day), so it is safe
// beside running instances and safe to run twice.

export const USAGE = `Usage: npm run notify -- digest --now [--user EMAIL]
Sends today's morning digests now (Riyadh day) to everyone whose digest is on, or to one person,
whatever hour they chose; nothing already sent today goes again. Needs SMTP_URL, and DATABASE_URL
(PostgreSQL). With the embedded store (no DATABASE_URL) the running dashboard holds the database:
sign in as an admin and use "Send today's digests now" (POST /api/digest/send-now?user=EMAIL).`;

export class UsageError extends Error {}

export type NotifyContext = {
  /** Null with the embedded store: the CLI cannot open it beside the dashboard. */
  db: () => Promise<DashboardDb> | null;
  runtime: (db: DashboardDb) => DigestRuntime | null;
  out(line: string): void;
};

export async function runNotifyCommand(args: string[], context: NotifyContext) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { now: { type: "boolean" }, user: { type: "string" } },
  });
  if (positionals[0] !== "digest" || positionals.length !== 1 || !values.now)
    throw new UsageError("Expected: digest --now");
  const opened = context.db();
  if (!opened)
    throw new UsageError(
      "The embedded store (PGlite, no DATABASE_URL) is open in the running dashboard, and one PGlite directory opens in one process only.",
    );
  const db = await opened;
  const runtime = context.runtime(db);
  if (!runtime) throw new UsageError("Email is off: set SMTP_URL (and MAIL_FROM).");
  const result = await runDigests(runtime, { everyone: true, email: values.user });
  if (values.user && result.people === 0)
    context.out(`No digest for ${values.user}: no such active user, digest off, or done today.`);
  context.out(
    `digest: ${result.queued} composed (${result.people - result.queued} with nothing today), ${result.sent} sent, ${result.retrying} to retry, ${result.failed} failed`,
  );
  return result;
}
