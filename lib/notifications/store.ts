import "server-only";

import { and, count, desc, eq, isNull, sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { pageOffset, type PageQuery } from "@/lib/http/page-query";

import type { NotificationDetails, NotificationKind } from "./kinds";
import type { NotificationOrder } from "./schemas";
import { notifications as n, type NotificationRow } from "./tables";

// The notifications' rows: made once per person and fact (the dedupe key), listed, counted and
// marked read by their owner only (every read and write names the person).

export type NewNotification = {
  kind: NotificationKind;
  subjectType: string;
  subjectId: string;
  dedupeKey: string;
  details: NotificationDetails;
};

/** Stores the items for each person; what was already there is left alone. The new rows' count. */
export async function addNotifications(
  db: DashboardDb,
  userIds: readonly string[],
  items: readonly NewNotification[],
): Promise<number> {
  const values = userIds.flatMap((userId) => items.map((item) => ({ userId, ...item })));
  let added = 0;
  // A statement's parameters are bounded (65,535): a large first sweep goes in chunks.
  for (let at = 0; at < values.length; at += 1000) {
    const rows = await db
      .insert(n)
      .values(values.slice(at, at + 1000))
      .onConflictDoNothing({ target: [n.userId, n.dedupeKey] })
      .returning({ id: n.id });
    added += rows.length;
  }
  return added;
}

export async function listNotifications(
  db: DashboardDb,
  userId: string,
  query: PageQuery & { order: NotificationOrder; unreadOnly?: boolean },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(eq(n.userId, userId), query.unreadOnly ? isNull(n.readAt) : undefined);
  const order =
    query.order === "unread"
      ? [sql`(${n.readAt} is null) desc`, desc(n.createdAt), desc(n.id)]
      : [desc(n.createdAt), desc(n.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(n)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ value: count() }).from(n).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function unreadCount(db: DashboardDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(n)
    .where(and(eq(n.userId, userId), isNull(n.readAt)));
  return row?.value ?? 0;
}

/** The person's newest unread items (what a new event tells an open tab). */
export async function newestUnread(db: DashboardDb, userId: string, limit: number) {
  return db
    .select()
    .from(n)
    .where(and(eq(n.userId, userId), isNull(n.readAt)))
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(limit);
}

/** Marks one of the person's items read; null when it is not theirs (or not there). */
export async function markRead(
  db: DashboardDb,
  userId: string,
  id: number,
): Promise<NotificationRow | null> {
  const [row] = await db
    .update(n)
    .set({ readAt: sql`coalesce(${n.readAt}, now())` })
    .where(and(eq(n.id, id), eq(n.userId, userId)))
    .returning();
  return row ?? null;
}

/** Marks all of the person's items read; how many were unread. */
export async function markAllRead(db: DashboardDb, userId: string): Promise<number> {
  const rows = await db
    .update(n)
    .set({ readAt: sql`now()` })
    .where(and(eq(n.userId, userId), isNull(n.readAt)))
    .returning({ id: n.id });
  return rows.length;
}
