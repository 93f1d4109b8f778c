import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { createdAt, instant, updatedAt } from "@/lib/db/columns";

// The morning digest (lib/digest): each person's choice, and the outbox.

/** A person's digest: on or off, and the Riyadh hour it goes out. No row: the defaults (settings.ts). */
export const digestSettings = pgTable("digest_settings", {
  userId: text("user_id").primaryKey(), // users.id
  enabled: boolean("enabled").notNull(),
  hour: integer("hour").notNull(), // 0–23, Riyadh time
  updatedAt: updatedAt(),
});

/**
 * One row per person and Riyadh day, made when their hour has come: the unique key is what makes
 * the digest go once a day however many instances run the hourly job, and however often it runs.
 * The message is composed when the row is made and kept, so a retry sends the same email.
 * status: `pending` (to send; `next_attempt_at` says when), `sent`, `failed` (permanently:
 * rejected by the server, or `attempts` ran out; shown to admins), `empty` (nothing needed them:
 * no email, the row only says the day was done).
 */
export const digestOutbox = pgTable(
  "digest_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    status: text("status", { enum: ["pending", "sent", "failed", "empty"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    items: integer("items").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: instant("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("digest_outbox_user_day_key").on(t.userId, t.day),
    // The sender's question: which pending rows are due now.
    index("digest_outbox_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type DigestOutboxRow = typeof digestOutbox.$inferSelect;
