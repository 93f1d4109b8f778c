import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Role } from "@/lib/auth/permissions";
import { users } from "@/lib/auth/tables";
import type { DashboardDb } from "@/lib/db/database";

import { dueFor, type DueMemo } from "./due";
import { publish, type Hub } from "./hub";
import { claimSweep, DEFAULT_SETTINGS, settingsOf, type PersonSettings } from "./settings";
import { addNotifications } from "./store";
import { notificationSettings as s } from "./tables";

// Making the time-based items: for everyone once a day (the job, job.ts), and for one person
// when they open the dashboard on a day the job has not reached them yet. Every item goes in
// with its dedupe key, so a sweep run twice, or on two instances at once, adds nothing more.

export type Person = { id: string; role: Role };

async function store(
  db: DashboardDb,
  person: Person,
  settings: PersonSettings,
  today: string,
  memo?: DueMemo,
) {
  const due = await dueFor(db, { role: person.role, settings }, today, memo);
  return addNotifications(db, [person.id], due);
}

/** Makes one person's items for `today` now; how many were new. */
export async function sweepPerson(db: DashboardDb, hub: Hub, person: Person, today: string) {
  const added = await store(db, person, await settingsOf(db, person.id), today);
  if (added) await publish(db, hub, [person.id]);
  return added;
}

/**
 * The dashboard was opened: makes the person's items if no sweep has today (the claim is one
 * statement, so of two tabs or instances one sweeps). A failed sweep gives the day back.
 */
export async function sweepIfDue(db: DashboardDb, hub: Hub, person: Person, today: string) {
  if (!(await claimSweep(db, person.id, today))) return 0;
  try {
    return await sweepPerson(db, hub, person, today);
  } catch (error) {
    await db.update(s).set({ sweptOn: null }).where(eq(s.userId, person.id));
    throw error;
  }
}

/** The daily job: everyone who may sign in, their day marked swept. How many items were new. */
export async function sweepEveryone(db: DashboardDb, hub: Hub, today: string) {
  const people = await db
    .select({
      id: users.id,
      role: users.role,
      disabledKinds: s.disabledKinds,
      noticeDays: s.noticeDays,
      endingDays: s.endingDays,
    })
    .from(users)
    .leftJoin(s, eq(s.userId, users.id))
    .where(eq(users.disabled, false));
  const memo: DueMemo = new Map();
  let added = 0;
  const told: string[] = [];
  for (const p of people) {
    const settings: PersonSettings =
      p.noticeDays === null
        ? DEFAULT_SETTINGS
        : {
            disabledKinds: (p.disabledKinds ?? []) as PersonSettings["disabledKinds"],
            noticeDays: p.noticeDays,
            endingDays: p.endingDays ?? DEFAULT_SETTINGS.endingDays,
          };
    const n = await store(db, p, settings, today, memo);
    added += n;
    if (n) told.push(p.id);
    await db
      .insert(s)
      .values({ userId: p.id, ...settings, sweptOn: today })
      .onConflictDoUpdate({ target: s.userId, set: { sweptOn: sql`excluded.swept_on` } });
  }
  await publish(db, hub, told);
  return { people: people.length, added };
}
