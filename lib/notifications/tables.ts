import { sql } from "drizzle-orm";
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { createdAt, instant, updatedAt } from "@/lib/db/columns";

import type { NotificationDetails } from "./kinds";

// In-dashboard notifications (lib/notifications): one row per person and fact. The dedupe key
// names the fact ("overdue:<instalment id>", "void:<payment id>"), so that however often the
// sweep runs, on however many instances, one fact makes one row per person: every write is an
// insert that does nothing on conflict.
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id").notNull(), // users.id (users are disabled, never deleted)
    kind: text("kind").notNull(), // NOTIFICATION_KINDS (kinds.ts)
    /** What it is about: `contract`, `sync-run`, `export` or `payment`, and its id. */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    /** What the item shows (names the register knew when it was made, dates, amounts, outcome). */
    details: jsonb("details").$type<NotificationDetails>().notNull(),
    createdAt: createdAt(),
    readAt: instant("read_at"),
  },
  (t) => [
    uniqueIndex("notifications_user_dedupe_key").on(t.userId, t.dedupeKey),
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    // The unread count and the unread-first list: one person's unread rows, from the index alone.
    index("notifications_unread_idx")
      .on(t.userId, t.createdAt)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * A person's choices (kinds turned off, the thresholds) and the Riyadh day their time-based
 * items were last made (`sweptOn`): a dashboard opened on a day the daily job has not yet
 * reached makes them then. No row: the defaults (kinds.ts), never swept.
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id").primaryKey(),
  disabledKinds: text("disabled_kinds")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  noticeDays: integer("notice_days").notNull(),
  endingDays: integer("ending_days").notNull(),
  sweptOn: date("swept_on", { mode: "string" }),
  updatedAt: updatedAt(),
});

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
