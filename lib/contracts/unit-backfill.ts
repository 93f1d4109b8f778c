import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import { getDb } from "@/lib/db";
import type { DashboardDb } from "@/lib/db/database";
import { logger } from "@/lib/observability/logger";
import { describeError } from "@/lib/observability/redact";
import { listProperties } from "@/lib/properties/server";
import { MAX_PAGE_SIZE } from "@/lib/rental/page-size";
import type { Property } from "@/lib/rental/records";
import { readInBackground } from "@/lib/upstream/background";
import { backgroundBudget } from "@/lib/upstream/budget";

import { knownUnitOf } from "./unit-names";
import { learnUnits, unitsNotKnown } from "./unit-store";
import type { KnownUnit } from "./unit-schemas";

// Register rows written before the register kept units (migration 0011_unit_names), and rows
// whose look-up failed, know their unit by record number only. The interface cannot read a
// property by a unit's record number, so they are learned by reading the property list, page by
// page, until every such unit is found or the list ends: started lazily by the register's and
// the overview's pages (a person who may read properties is signed in; start-up has no one to
// act for), at most one run per process at a time and one every RUN_EVERY_MS, each request in a
// slot of the background budget (lib/upstream/budget.ts). Properties that are read, synced or
// whose units are saved here teach their units anyway (register.ts).

const RUN_EVERY_MS = 10 * 60_000;
/** 20,000 properties at 100 a page. */
const MAX_PAGES = 200;
/** Units looked for in one run; the next run takes the rest. */
const MAX_UNITS = 2000;

export type PropertyPage = { data: Property[]; pageCount: number };

/**
 * Learns the units the register does not know from `readPage`'s properties; returns how many
 * register rows learned their unit and how many units are still unknown.
 */
export async function learnUnknownUnitsFrom(
  db: DashboardDb,
  readPage: (page: number) => Promise<PropertyPage>,
  maxPages: number = MAX_PAGES,
  /** Units a complete read of the list did not find (their property is gone): not looked for. */
  skip: ReadonlySet<string> = new Set(),
): Promise<{ learned: number; missing: string[] }> {
  const wanted = new Set(
    (await unitsNotKnown(db, MAX_UNITS + skip.size)).filter((id) => !skip.has(id)),
  );
  let learned = 0;
  let pageCount = 1;
  for (let page = 1; wanted.size > 0 && page <= Math.min(pageCount, maxPages); page++) {
    const answer = await readPage(page);
    pageCount = answer.pageCount;
    const found: Record<string, KnownUnit> = Object.create(null) as Record<string, KnownUnit>;
    for (const property of answer.data)
      for (const unit of property.units)
        if (wanted.delete(String(unit.id))) found[String(unit.id)] = knownUnitOf(property, unit);
    learned += await learnUnits(db, found);
  }
  // Only a list read to its end says that the rest are nowhere to be found.
  const complete = pageCount <= maxPages;
  return { learned, missing: complete ? [...wanted] : [] };
}

const KEY = Symbol.for("rental-desk.unit-backfill");
type State = { running: boolean; lastRun: number; missing: Set<string> };
const scope = globalThis as typeof globalThis & { [KEY]?: State };
const NEVER = new AbortController().signal;

/** Starts a run in the background unless one runs or ran lately; never throws. */
export function learnUnknownUnits(user: SessionUser, now: number = Date.now()): void {
  const state = (scope[KEY] ??= { running: false, lastRun: -Infinity, missing: new Set() });
  if (state.running || now - state.lastRun < RUN_EVERY_MS) return;
  state.running = true;
  state.lastRun = now;
  const readPage = (page: number) =>
    listProperties(user, { pagination: { page, pageSize: MAX_PAGE_SIZE }, sort: "id:asc" }).then(
      ({ data, meta }) => ({ data, pageCount: meta.pagination.pageCount }),
    );
  void (async () => {
    try {
      const db = await getDb();
      const result = await readInBackground(backgroundBudget(), NEVER, () =>
        learnUnknownUnitsFrom(db, readPage, MAX_PAGES, state.missing),
      );
      for (const id of result.missing) state.missing.add(id);
      if (result.learned > 0 || result.missing.length > 0) {
        const counts = { learned: result.learned, missing: result.missing.length };
        logger().info(counts, "contract register: units learned from the property list");
      }
    } catch (error) {
      logger().warn({ err: describeError(error) }, "contract register: learning units failed");
    } finally {
      state.running = false;
    }
  })();
}
