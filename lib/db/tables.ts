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
