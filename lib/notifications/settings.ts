import "server-only";

import { eq, sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";

import { DEFAULT_ENDING_DAYS, DEFAULT_NOTICE_DAYS, type NotificationKind } from "./kinds";
import { notificationSettings as s } from "./tables";

// A person's notification settings: kinds turned off and the thresholds, with the defaults
// when they never chose (no row).

export type PersonSettings = {
  disabledKinds: NotificationKind[];
  noticeDays: number;
  endingDays: number;
};

export const DEFAULT_SETTINGS: PersonSettings = {
  disabledKinds: [],
  noticeDays: DEFAULT_NOTICE_DAYS,
  endingDays: DEFAULT_ENDING_DAYS,
};

export async function settingsOf(
  db: DashboardDb,
  userId: string,
): Promise<PersonSettings & { sweptOn: string | null }> {
  const [row] = await db.select().from(s).where(eq(s.userId, userId));
  if (!row) return { ...DEFAULT_SETTINGS, sweptOn: null };
  return {
    disabledKinds: row.disabledKinds as NotificationKind[],
    noticeDays: row.noticeDays,
    endingDays: row.endingDays,
    sweptOn: row.sweptOn,
  };
}

/**
 * Saves a person's choices. The day's sweep is forgotten, so that the next open makes the items
 * a wider threshold or a kind turned back on now calls for.
 */
export async function saveSettings(
  db: DashboardDb,
  userId: string,
  settings: PersonSettings,
): Promise<PersonSettings> {
  const values = { ...settings, disabledKinds: [...new Set(settings.disabledKinds)].sort() };
  await db
    .insert(s)
    .values({ userId, ...values, sweptOn: null })
    .onConflictDoUpdate({
      target: s.userId,
      set: { ...values, sweptOn: null, updatedAt: sql`now()` },
    });
  return values;
}

/**
 * Claims `today`'s sweep for a person: true for the one caller (on any instance) that moved
 * their day on, false when it was already done today.
 */
export async function claimSweep(db: DashboardDb, userId: string, today: string) {
  const rows = await db
    .insert(s)
    .values({ userId, ...DEFAULT_SETTINGS, sweptOn: today })
    .onConflictDoUpdate({
      target: s.userId,
      set: { sweptOn: today },
      setWhere: sql`${s.sweptOn} is null or ${s.sweptOn} < ${today}::date`,
    })
    .returning({ userId: s.userId });
  return rows.length > 0;
}
