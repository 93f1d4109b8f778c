import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import { getDb } from "@/lib/db";
import type { DashboardDb } from "@/lib/db/database";
import { env } from "@/lib/env";
import { readAllPages, type ReadPage } from "@/lib/exports/pager";
import { logger } from "@/lib/observability/logger";
import { describeError } from "@/lib/observability/redact";
import { listProperties } from "@/lib/properties/server";
import { MAX_PAGE_SIZE } from "@/lib/rental/page-size";
import type { Property } from "@/lib/rental/records";
import { readInBackground } from "@/lib/upstream/background";
import { backgroundBudget } from "@/lib/upstream/budget";
import { UpstreamError } from "@/lib/upstream/errors";

import { indexProperties, markUnseenGone } from "./index-store";
import { claimRefresh, failRefresh, finishRefresh, readRefreshState } from "./refresh-store";

// The units index's refresh: the whole property list read page by page (each property comes
// with its units), as an export reads a list (lib/exports/pager.ts: one request at a time at
// EXPORT_UPSTREAM_RPS), as background reading (lib/upstream/background.ts: every request in a
// slot of the one upstream budget, shared with exports, deed sync and scans on every instance).
// One refresh at a time across instances (refresh-store.ts). A list read to its end marks gone
// every unit it did not list. Started by a manager or admin (POST /api/occupancy/refresh), or
// lazily by a reading page when the last refresh is older than AUTO_REFRESH_AFTER_MS.

export const AUTO_REFRESH_AFTER_MS = 6 * 3600_000;
const NEVER = new AbortController().signal;

export type RefreshOutcome = { properties: number; units: number; complete: boolean };

/** Reads every page into the index; marks gone what a complete read did not see. */
export async function refreshFrom(
  db: DashboardDb,
  read: ReadPage<Property>,
  since: Date,
  { signal = NEVER, minIntervalMs = 1000 / env.EXPORT_UPSTREAM_RPS } = {},
): Promise<RefreshOutcome> {
  let properties = 0;
  let units = 0;
  let total = 0;
  for await (const page of readAllPages(read, { signal, pageSize: MAX_PAGE_SIZE, minIntervalMs })) {
    total = page.total;
    // A page at once: property by property, the writes held the instance's only thread (PGlite
    // answers in microtasks) for seconds, and no page was served meanwhile.
    units += await indexProperties(db, page.rows);
    properties += page.rows.length;
  }
  const complete = properties >= total;
  if (complete) await markUnseenGone(db, since);
  return { properties, units, complete };
}

/** Runs a claimed refresh: the row says when it finished, or that it failed and why (a code). */
async function refreshClaimed(
  db: DashboardDb,
  read: ReadPage<Property>,
  since: Date,
  options?: Parameters<typeof refreshFrom>[3],
): Promise<RefreshOutcome> {
  try {
    const outcome = await refreshFrom(db, read, since, options);
    await finishRefresh(db, outcome);
    return outcome;
  } catch (error) {
    // The error's kind only: a message could carry what the vendor said.
    const code = error instanceof UpstreamError ? `UPSTREAM_${error.kind}` : "FAILED";
    await failRefresh(db, code).catch(() => {});
    throw error;
  }
}

/** Claims and runs a refresh; resolves when it is done (null at once when another runs). */
export async function runRefresh(
  db: DashboardDb,
  read: ReadPage<Property>,
  who: string,
  options?: Parameters<typeof refreshFrom>[3],
): Promise<RefreshOutcome | null> {
  const since = await claimRefresh(db, who);
  return since ? refreshClaimed(db, read, since, options) : null;
}

const pagesFor =
  (user: SessionUser): ReadPage<Property> =>
  async (page, pageSize) => {
    const { data, meta } = await listProperties(user, {
      pagination: { page, pageSize },
      sort: "id:asc",
    });
    return { rows: data, total: meta.pagination.total };
  };

/**
 * Starts a refresh in the background, acting for `user` (who may read properties); false when
 * one already runs. Never throws from the background: a failure is logged and kept in the row.
 */
export async function startRefresh(user: SessionUser, who: string = user.id): Promise<boolean> {
  const db = await getDb();
  const since = await claimRefresh(db, who);
  if (!since) return false;
  void readInBackground(backgroundBudget(), NEVER, () =>
    refreshClaimed(db, pagesFor(user), since).then(
      (outcome) => logger().info(outcome, "occupancy: units index refreshed"),
      (error: unknown) =>
        logger().warn({ err: describeError(error) }, "occupancy: units index refresh failed"),
    ),
  );
  return true;
}

/** A reading page's nudge: a refresh when the last is older than AUTO_REFRESH_AFTER_MS. */
export async function refreshIfStale(user: SessionUser, now: number = Date.now()): Promise<void> {
  try {
    const state = await readRefreshState(await getDb());
    if (state.running_since) return;
    const last = state.refreshed_at ?? state.failed_at;
    if (last && now - Date.parse(last) < AUTO_REFRESH_AFTER_MS) return;
    await startRefresh(user, "auto");
  } catch (error) {
    logger().warn({ err: describeError(error) }, "occupancy: starting a refresh failed");
  }
}
