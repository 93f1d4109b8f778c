import "server-only";

import { sql } from "drizzle-orm";
import postgres from "postgres";

import type { DashboardDb } from "@/lib/db/database";
import { databaseKind } from "@/lib/shared/connect";
import type { Logger } from "@/lib/shared/logger";

// How "someone's notifications changed" reaches the open tabs (the stream route) of that person
// on every instance. A message names people only (their ids); each tab then reads its own count
// and newest items, so nothing of a notification travels through the database's channel.
//
// - PostgreSQL: pg_notify on a channel per schema, sent through the dashboard's pool, and one
//   LISTEN connection per instance (the `postgres` driver's listen: it reconnects by itself;
//   after a reconnect every open tab reads again, since a message may have been missed).
//   The instance that wrote hears its own message too: one path for every tab.
// - PGlite: one process per data directory, so the hub is this process's map, no database.
// Nothing is listened to until a tab opens, and nothing is sent between messages.

type Listener = () => void;

export type Hub = {
  readonly channel: string;
  /** Calls `listener` whenever the person's notifications change; returns the unsubscribe. */
  subscribe(userId: string, listener: Listener): Promise<() => void>;
  /** Tells this process's tabs of these people (what a message from the channel does). */
  deliver(userIds: readonly string[]): void;
  close(): Promise<void>;
};

/** pg_notify's payload is under 8,000 bytes: ids go in messages of at most this many. */
const IDS_PER_MESSAGE = 100;

export function channelOf(schema: string): string {
  return `rental_desk_notifications_${schema}`;
}

export function createHub(options: { url?: string; channel: string; log?: Logger }): Hub {
  const listeners = new Map<string, Set<Listener>>();
  let client: postgres.Sql | null = null;
  let listening: Promise<unknown> | null = null;
  let connects = 0;

  const everyone = () => [...listeners.keys()];
  function deliver(userIds: readonly string[]) {
    for (const id of userIds)
      for (const listener of listeners.get(id) ?? [])
        try {
          listener();
        } catch (error) {
          options.log?.warn({ err: String(error) }, "notifications: a listener failed");
        }
  }

  function listen(url: string) {
    client = postgres(url, {
      max: 1,
      onnotice: () => {},
      connection: { application_name: "rental-desk-notify" },
    });
    return client.listen(
      options.channel,
      (payload) => deliver(payload.split(",")),
      // Every (re)connect after the first may have missed messages: every tab reads again.
      () => void (connects++ > 0 && deliver(everyone())),
    );
  }

  return {
    channel: options.channel,
    async subscribe(userId, listener) {
      if (options.url) {
        const url = options.url;
        listening ??= listen(url).catch((error: unknown) => {
          listening = null;
          throw error;
        });
        await listening;
      }
      const set = listeners.get(userId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    deliver,
    async close() {
      listeners.clear();
      listening = null;
      await client?.end({ timeout: 1 });
      client = null;
    },
  };
}

/** Tells these people's open tabs, on every instance, that their notifications changed. */
export async function publish(db: DashboardDb, hub: Hub, userIds: readonly string[]) {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  if (databaseKind(db) !== "postgres") return hub.deliver(ids);
  for (let at = 0; at < ids.length; at += IDS_PER_MESSAGE)
    await db.execute(
      sql`select pg_notify(${hub.channel}, ${ids.slice(at, at + IDS_PER_MESSAGE).join(",")})`,
    );
}
