import "server-only";

import { sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { rowsOf } from "@/lib/shared/connect";

import { digestOutbox as o } from "./tables";
import { unsubscribeToken } from "./unsubscribe-token";

// Sending the outbox. Each instance claims due rows with `for update skip locked` and moves their
// next attempt a lease ahead in the same statement, so two instances never take one row; a row
// whose sender died goes again when the lease runs out. Sent: marked at once. A refusal the
// server calls permanent (a 5xx reply, such as 550 no such mailbox) or the last attempt: `failed`,
// with the error, for the admins' page. Anything else (server down, 4xx): tried again after
// 1, 2, 4 … minutes (at most an hour).
// The gap between the server accepting and the row being marked is the one place a digest could
// go twice (the process dies in between); the Message-ID is the row's, so a receiving server
// that deduplicates sees the same message.

/** What we need of a nodemailer transport. */
export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    messageId: string;
    headers: Record<string, string>;
  }): Promise<unknown>;
};

export type SendOptions = {
  from: string;
  base: string;
  secret: string;
  /** Attempts before a row is failed for good. */
  maxAttempts?: number;
  /** The first retry's delay; doubled each time, at most an hour. */
  retryBaseMs?: number;
  /** How long a claimed row is this sender's before another may take it. */
  leaseMs?: number;
  batch?: number;
};

export const UNSUBSCRIBE_API = "/api/digest/unsubscribe";

type Claimed = {
  id: number;
  user_id: string;
  day: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
};

/** A refusal that trying again will not change: the SMTP server's 5xx reply. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** Claims rows due by `cutoff` (the pass's start: a row put off in this pass waits for the next). */
async function claim(
  db: DashboardDb,
  cutoff: string,
  leaseMs: number,
  batch: number,
): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    await db.execute(sql`update digest_outbox set attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
      where id in (select id from digest_outbox
        where status = 'pending' and next_attempt_at <= ${cutoff}::timestamptz
        order by next_attempt_at limit ${batch} for update skip locked)
      returning id, user_id, day::text as day, recipient, subject, html, text, attempts`),
  );
}

/** Sends what is due now; how many went, were put off, and failed for good. */
export async function sendDue(db: DashboardDb, transport: MailTransport, options: SendOptions) {
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseMs = options.retryBaseMs ?? 60_000;
  const host = new URL(options.base).hostname;
  const result = { sent: 0, retrying: 0, failed: 0 };
  const [start] = rowsOf<{ now: string }>(await db.execute(sql`select now()::text as now`));
  for (;;) {
    const rows = await claim(db, start!.now, options.leaseMs ?? 10 * 60_000, options.batch ?? 20);
    if (!rows.length) return result;
    for (const row of rows) {
      const unsubscribe = `${options.base}${UNSUBSCRIBE_API}?token=${unsubscribeToken(options.secret, row.user_id)}`;
      try {
        await transport.sendMail({
          from: options.from,
          to: row.recipient,
          subject: row.subject,
          html: row.html,
          text: row.text,
          messageId: `<digest.${row.id}.${row.day}@${host}>`,
          headers: {
            "List-Unsubscribe": `<${unsubscribe}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        });
        await db.execute(
          sql`update digest_outbox set status = 'sent', sent_at = now(), last_error = null where id = ${row.id}`,
        );
        result.sent++;
      } catch (error) {
        const message = String((error as Error)?.message ?? error).slice(0, 500);
        if (isPermanent(error) || row.attempts >= maxAttempts) {
          await db.execute(
            sql`update digest_outbox set status = 'failed', last_error = ${message} where id = ${row.id}`,
          );
          result.failed++;
        } else {
          const delay = Math.min(retryBaseMs * 2 ** (row.attempts - 1), 3_600_000);
          await db.execute(sql`update digest_outbox set last_error = ${message},
              next_attempt_at = now() + make_interval(secs => ${delay / 1000}) where id = ${row.id}`);
          result.retrying++;
        }
      }
    }
  }
}

/** The digests that failed for good, newest first (the admins' page). */
export async function failedDigests(db: DashboardDb, limit = 50) {
  return db
    .select({
      id: o.id,
      day: o.day,
      recipient: o.recipient,
      attempts: o.attempts,
      lastError: o.lastError,
    })
    .from(o)
    .where(sql`${o.status} = 'failed'`)
    .orderBy(sql`${o.day} desc, ${o.id} desc`)
    .limit(limit);
}
