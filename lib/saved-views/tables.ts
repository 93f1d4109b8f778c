import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { createdAt, updatedAt } from "@/lib/db/columns";

// A person's saved views of the list pages.

// Saved views of a list page (lib/saved-views): a name and the list's URL state (filters, sort,
// page size) with its visible columns, kept per person; a shared one is read by the whole team,
// changed only by its owner. `state` is checked against the list's definition on every write
// and every read (lib/saved-views/view-state.ts), so a view saved before a list changed still
// opens with what the list accepts today.
export const savedViews = pgTable(
  "saved_views",
  {
    id: text("id").primaryKey(), // a UUID
    ownerId: text("owner_id").notNull(), // users.id (users are disabled, never deleted)
    list: text("list").notNull(), // a list id (lib/list-params/list-ids.ts)
    name: text("name").notNull(),
    state: jsonb("state").$type<unknown>().notNull(),
    shared: boolean("shared").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One name per person and list, whatever its letter case ("Ending soon" = "ending soon").
    uniqueIndex("saved_views_owner_name_key").on(t.ownerId, t.list, sql`lower(${t.name})`),
    index("saved_views_shared_idx")
      .on(t.list)
      .where(sql`${t.shared}`),
  ],
);

export type SavedViewRow = typeof savedViews.$inferSelect;
