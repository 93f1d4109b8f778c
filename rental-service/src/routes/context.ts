import type { Hono } from "hono";

import type { ServiceDb } from "../db/open";
import type { AppEnv } from "../http/guards";

/** What every route module gets: the database (opened lazily), the clock and today's date. */
export type RouteContext = {
  db: () => Promise<ServiceDb>;
  now: () => Date;
  /** Today's calendar date in Riyadh, YYYY-MM-DD: contract statuses follow it. */
  today: () => string;
};

export type TenantApp = Hono<AppEnv>;
