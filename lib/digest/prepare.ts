import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { users } from "@/lib/auth/tables";
import type { DashboardDb } from "@/lib/db/database";
import { DEFAULT_PREFERENCES } from "@/lib/i18n/choices";
import { dueFor, settingsOf, type DueMemo } from "@/lib/notifications/server";
import { paths } from "@/lib/paths";

import { composeDigest } from "./compose";
import { DEFAULT_DIGEST } from "./settings";
import { digestOutbox as o, digestSettings as d } from "./tables";
import { unsubscribeToken } from "./unsubscribe-token";

// The step that fills the outbox: each person whose digest is on and whose hour has come (or
// everyone, for `digest --now`) and who has no email for the day yet gets one, composed now. A
// day with nothing so far (`empty`) is not final: it is looked at again on every later turn that
// day, and becomes `pending` the first time something is due (a contract entered after the hour,
// the demo's register made after the dashboard's first tick). Only an `empty` row changes, in one
// statement: of two instances, or two runs, one email stands, and a day that has one never gets
// another.

export type PrepareOptions = {
  day: string;
  /** The Riyadh hour now; people whose hour is later wait. Null: everyone now (`--now`). */
  hour: number | null;
  /** Only this person (`--user EMAIL`). */
  email?: string;
  base: string;
  secret: string;
};

const emptyDay = { status: "empty", subject: "", html: "", text: "", items: 0 } as const;

export async function prepareDigests(db: DashboardDb, options: PrepareOptions) {
  const { day, hour } = options;
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      locale: users.locale,
      digits: users.digits,
      calendar: users.calendar,
      decided: o.id,
    })
    .from(users)
    .leftJoin(d, eq(d.userId, users.id))
    .leftJoin(o, and(eq(o.userId, users.id), eq(o.day, day)))
    .where(
      and(
        eq(users.disabled, false),
        sql`(${o.id} is null or ${o.status} = 'empty')`,
        sql`coalesce(${d.enabled}, ${DEFAULT_DIGEST.enabled})`,
        hour === null ? undefined : sql`coalesce(${d.hour}, ${DEFAULT_DIGEST.hour}) <= ${hour}`,
        options.email ? eq(users.email, options.email.toLowerCase()) : undefined,
      ),
    );
  const memo: DueMemo = new Map();
  let queued = 0;
  for (const p of people) {
    const items = await dueFor(
      db,
      { role: p.role, settings: await settingsOf(db, p.id) },
      day,
      memo,
    );
    const token = unsubscribeToken(options.secret, p.id);
    const message = await composeDigest(
      {
        name: p.name,
        locale: p.locale ?? DEFAULT_PREFERENCES.locale,
        digits: p.digits ?? DEFAULT_PREFERENCES.digits,
        calendar: p.calendar ?? DEFAULT_PREFERENCES.calendar,
      },
      items,
      day,
      { base: options.base, unsubscribe: `${options.base}${paths.digestUnsubscribe(token)}` },
    );
    if (!message) {
      // Nothing today so far: the day is marked looked at (once), and looked at again next turn.
      if (p.decided === null)
        await db
          .insert(o)
          .values({ ...emptyDay, userId: p.id, day, recipient: p.email })
          .onConflictDoNothing({ target: [o.userId, o.day] });
      continue;
    }
    const row = { recipient: p.email, status: "pending" as const, ...message };
    const queuedRow = await db
      .insert(o)
      .values({ userId: p.id, day, ...row })
      .onConflictDoUpdate({
        target: [o.userId, o.day],
        set: { ...row, nextAttemptAt: sql`now()` },
        setWhere: sql`${o.status} = 'empty'`,
      })
      .returning({ id: o.id });
    if (queuedRow.length) queued++;
  }
  return { people: people.length, queued };
}
