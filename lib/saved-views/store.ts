import "server-only";

import { randomUUID } from "node:crypto";

import { and, asc, desc, eq, or, sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { savedViews, type SavedViewRow } from "@/lib/saved-views/tables";
import { users } from "@/lib/auth/tables";
import type { ListId } from "@/lib/list-params/list-ids";
import type { ViewState } from "@/lib/saved-views/view-state";

// Saved views in the dashboard's database. Only the owner changes or deletes a view: every
// write names the owner in its WHERE clause, so a view of someone else is never touched. Names
// are unique per owner and list whatever their case (the database's unique index decides, so
// two requests at once cannot both win).

export class ViewNameTakenError extends Error {
  constructor() {
    super("This owner already has a view with this name for this list");
    this.name = "ViewNameTakenError";
  }
}

/** A stored view with its owner's name (users are disabled, never deleted). */
export type StoredView = SavedViewRow & { ownerName: string };

const columns = {
  id: savedViews.id,
  ownerId: savedViews.ownerId,
  list: savedViews.list,
  name: savedViews.name,
  state: savedViews.state,
  shared: savedViews.shared,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
  ownerName: sql<string>`coalesce(${users.name}, '')`,
};

const withOwner = (db: DashboardDb) =>
  db.select(columns).from(savedViews).leftJoin(users, eq(users.id, savedViews.ownerId));

/** One's own views of a list and those others share, one's own first, each group by name. */
export async function listViews(
  db: DashboardDb,
  { list, userId }: { list: ListId; userId: string },
): Promise<StoredView[]> {
  const mine = eq(savedViews.ownerId, userId);
  return withOwner(db)
    .where(and(eq(savedViews.list, list), or(mine, eq(savedViews.shared, true))))
    .orderBy(desc(mine), asc(sql`lower(${savedViews.name})`), asc(savedViews.createdAt));
}

export async function findView(db: DashboardDb, id: string): Promise<StoredView | null> {
  const [row] = await withOwner(db).where(eq(savedViews.id, id));
  return row ?? null;
}

export async function createView(
  db: DashboardDb,
  input: { ownerId: string; list: ListId; name: string; shared: boolean; state: ViewState },
): Promise<StoredView> {
  const [row] = await db
    .insert(savedViews)
    .values({ id: randomUUID(), ...input })
    // The key is random: the only conflict there can be is the name.
    .onConflictDoNothing()
    .returning({ id: savedViews.id });
  if (!row) throw new ViewNameTakenError();
  return (await findView(db, row.id))!;
}

/** Renames or (un)shares one's own view; null when there is no such view of this owner. */
export async function updateView(
  db: DashboardDb,
  id: string,
  ownerId: string,
  changes: { name?: string; shared?: boolean },
): Promise<StoredView | null> {
  try {
    const [row] = await db
      .update(savedViews)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, ownerId)))
      .returning({ id: savedViews.id });
    return row ? findView(db, row.id) : null;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ViewNameTakenError();
    throw error;
  }
}

/** Deletes one's own view; false when there is no such view of this owner. */
export async function deleteView(db: DashboardDb, id: string, ownerId: string): Promise<boolean> {
  const deleted = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, ownerId)))
    .returning({ id: savedViews.id });
  return deleted.length > 0;
}

// PostgreSQL's unique_violation, from postgres.js directly or wrapped by drizzle (PGlite too).
function isUniqueViolation(error: unknown): boolean {
  let e = error;
  for (let depth = 0; e && depth < 5; depth++, e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
}
