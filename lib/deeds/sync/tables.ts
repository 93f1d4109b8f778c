import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { SYNC_ITEM_STATES, SYNC_RUN_STATUSES, type SyncError } from "@/lib/deeds/sync/schemas";
import type { SyncChange } from "@/lib/rental/results";

// Bulk deed sync (lib/deeds/sync): our own record of each run and of each deed in it. The job
// engine (pg-boss) only says which run a worker should continue; these rows say how far it got.
// A deed's row is its checkpoint: claimed (`syncing`) before its request goes upstream and
// finished with the answer right after, so a run picked up again (after a restart, on another
// instance) starts at the first pending deed and never sends one twice.

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const syncRuns = pgTable(
  "sync_runs",
  {
    id: text("id").primaryKey(), // a UUID
    requestedBy: text("requested_by").notNull(), // users.id: the job syncs as this admin
    requestedByEmail: text("requested_by_email").notNull(),
    scope: text("scope", { enum: ["selected", "stale"] }).notNull(),
    /** Stale runs: "not synced within N days", and the instant that meant when it began. */
    staleDays: integer("stale_days"),
    staleBefore: instant("stale_before"),
    status: text("status", { enum: SYNC_RUN_STATUSES }).notNull().default("queued"),
    /** The upstream budget's rate when the run was started (for the record). */
    rps: real("rps").notNull(),
    /** Stale runs: pages of the service's list read into items so far, and whether all are. */
    listedPages: integer("listed_pages").notNull().default(0),
    listed: boolean("listed").notNull().default(false),
    error: jsonb("error").$type<SyncError>(),
    createdAt: instant("created_at").notNull().defaultNow(),
    startedAt: instant("started_at"),
    finishedAt: instant("finished_at"),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("sync_runs_created_idx").on(t.createdAt),
    index("sync_runs_status_idx").on(t.status),
    // One run of all stale deeds at a time (a second would sync the same deeds again): two
    // admins clicking at once both pass a check, not this.
    uniqueIndex("sync_runs_one_stale_key")
      .on(t.scope)
      .where(sql`scope = 'stale' and status in ('queued', 'running', 'paused')`),
  ],
);

export const syncRunItems = pgTable(
  "sync_run_items",
  {
    runId: text("run_id")
      .notNull()
      .references(() => syncRuns.id, { onDelete: "cascade" }),
    /** The order deeds are synced in (the stale list's order, or the order picked). */
    seq: integer("seq").notNull(),
    propertyId: integer("property_id").notNull(),
    documentNumber: text("document_number").notNull(),
    propertyName: text("property_name").notNull().default(""),
    /**
     * The deed's synced_at as listed when the run began (`previousKnown`: the list said; null then
     * means never). After a crash mid-request, a different value upstream means it was synced.
     */
    previousSyncedAt: instant("previous_synced_at"),
    previousKnown: boolean("previous_known").notNull().default(false),
    state: text("state", { enum: SYNC_ITEM_STATES }).notNull().default("pending"),
    changes: jsonb("changes").$type<SyncChange[]>(),
    error: jsonb("error").$type<SyncError>(),
    attemptedAt: instant("attempted_at"),
    /** meta.synced_at of the service's answer. */
    syncedAt: instant("synced_at"),
    finishedAt: instant("finished_at"),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.seq] }),
    uniqueIndex("sync_run_items_property_key").on(t.runId, t.propertyId),
    index("sync_run_items_state_idx").on(t.runId, t.state, t.seq),
  ],
);

export type SyncRunRow = typeof syncRuns.$inferSelect;
export type SyncItemRow = typeof syncRunItems.$inferSelect;
