import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

import { instant } from "@/lib/db/columns";

// Request counters per fixed window (lib/auth/rate-limit.ts): per user, per address, and the
// audit log's own budget for security events. One upsert per request.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: instant("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);

// Instants every instance shares, by key: until when something is taken. Made for bulk deed sync
// as sync_pace; the name stays (a rename would be a migration for nothing). Two uses:
// - "upstream": the upstream budget's next free slot (lib/upstream/budget.ts);
// - "export:<user id>:<n>": the lease of one of a person's running exports (lib/exports/running.ts).
// Every instant is set by the database's clock, never a process's.
export const busyUntil = pgTable("sync_pace", {
  key: text("key").primaryKey(),
  nextAt: instant("next_at").notNull(),
});
