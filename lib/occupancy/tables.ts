import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

import { instant } from "@/lib/db/columns";

// The units index: every unit the dashboard has seen upstream, with what a person reads of it
// and its property. The interface lists properties (with their units) but no units, and the
// contract register knows only the units it has contracts on; occupancy is about every unit, so
// the dashboard keeps its own list (refresh.ts fills it; see store.ts for who else writes it).

export const unitIndex = pgTable(
  "unit_index",
  {
    /** Upstream's unit record number, as the register's `unit_id` holds it (text). */
    unitId: text("unit_id").primaryKey(),
    unitNumber: text("unit_number").notNull(),
    unitType: text("unit_type").notNull(),
    propertyId: integer("property_id").notNull(),
    /** The property's deed number: its page's address and the list's property filter. */
    documentNumber: text("document_number").notNull(),
    propertyName: text("property_name").notNull(),
    regionId: integer("region_id"),
    cityId: integer("city_id"),
    /** When the dashboard first saw the unit: a unit never let is vacant since then. */
    firstSeenAt: instant("first_seen_at").notNull().defaultNow(),
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
    /**
     * When the unit was found gone: its property deleted here, or a complete refresh or a read
     * of its property no longer listing it. Gone units are left out of occupancy; kept, not
     * deleted, so that a unit that comes back keeps its first sighting.
     */
    goneAt: instant("gone_at"),
  },
  (t) => [
    index("unit_index_document_idx").on(t.documentNumber),
    index("unit_index_region_idx").on(t.regionId),
  ],
);

/** The index's refreshes: one row (`key` "units"), claimed by one instance at a time. */
export const unitIndexRefresh = pgTable("unit_index_refresh", {
  key: text("key").primaryKey(),
  /** When the running refresh started; null when none runs. */
  runningSince: instant("running_since"),
  /** Who asked for it: a person's id, or "auto" for the lazy background refresh. */
  startedBy: text("started_by"),
  /** When the last complete refresh finished, and how many properties and units it read. */
  refreshedAt: instant("refreshed_at"),
  properties: integer("properties"),
  units: integer("units"),
  /** When the last refresh failed, and the error's code (never its secrets). */
  failedAt: instant("failed_at"),
  failure: text("failure"),
});

export type UnitIndexRow = typeof unitIndex.$inferSelect;
