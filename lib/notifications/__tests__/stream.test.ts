import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { channelOf, createHub, publish, type Hub } from "../hub";
import { addNotifications } from "../store";
import { notificationEvents } from "../stream";
import { person } from "./fixtures";

vi.setConfig({ testTimeout: 60_000 });

// The event stream (stream.ts) over the hub (hub.ts): on PostgreSQL, an item made on one
// instance reaches a tab open on another (two database handles and two hubs, each with its own
// LISTEN connection, as two processes have); on both stores, a heartbeat comment keeps an idle
// stream alive, and the stream ends when the session does.

const item = (key: string) => ({
  kind: "export" as const,
  subjectType: "export",
  subjectId: key,
  dedupeKey: `export:${key}`,
  details: {
    kind: "export" as const,
    list: "units",
    format: "csv",
    rows: 3,
    outcome: "done" as const,
  },
});

function reader(stream: ReadableStream<Uint8Array>) {
  const r = (stream as ReadableStream<Uint8Array<ArrayBuffer>>)
    .pipeThrough(new TextDecoderStream())
    .getReader();
  let text = "";
  return {
    async until(pattern: RegExp) {
      while (!pattern.test(text)) {
        const { value, done } = await r.read();
        if (done) return false;
        text += value;
      }
      return true;
    },
    take() {
      const t = text;
      text = "";
      return t;
    },
    async ended() {
      for (;;) if ((await r.read()).done) return true;
    },
    cancel: () => r.cancel(),
  };
}

describe.each(testDatabaseKinds())("notifications: the event stream (%s)", (kind) => {
  let storage: TestDatabase;
  const handles: DashboardDbHandle[] = [];
  const hubs: Hub[] = [];
  let a: { db: DashboardDb; hub: Hub };
  let b: { db: DashboardDb; hub: Hub };

  beforeAll(async () => {
    storage = createTestDatabase(kind, "notify_stream");
    const instance = async () => {
      const handle = openDashboardDatabase(storage);
      handles.push(handle);
      const hub = createHub({ url: storage.url, channel: channelOf(storage.pgSchema ?? "pglite") });
      hubs.push(hub);
      return { db: await handle.get(), hub };
    };
    a = await instance();
    // PGlite: one process per data directory, so "another instance" is this one.
    b = kind === "postgres" ? await instance() : a;
  }, 120_000);
  afterAll(async () => {
    for (const hub of hubs) await hub.close();
    for (const handle of handles) await handle.close();
    await storage?.cleanup();
  });

  it("an item made on one instance reaches a tab open on the other", async () => {
    const someone = await person(a.db, "manager");
    const closing = new AbortController();
    const events = reader(
      notificationEvents({
        db: b.db,
        hub: b.hub,
        userId: someone.id,
        alive: async () => true,
        signals: [closing.signal],
      }),
    );
    expect(await events.until(/event: unread\ndata: \{"unread":0/)).toBe(true);
    expect(events.take()).toMatch(/^retry: \d+\n\n/);
    await addNotifications(a.db, [someone.id], [item("one")]);
    await publish(a.db, a.hub, [someone.id]);
    expect(
      await events.until(/event: unread\ndata: \{"unread":1,"items":\[\{"id":\d+,"kind":"export"/),
    ).toBe(true);
    // Shutdown ends the stream.
    closing.abort();
    expect(await events.ended()).toBe(true);
  });

  it("an idle stream sends a heartbeat comment, and ends when the session does", async () => {
    const someone = await person(a.db, "support");
    let alive = true;
    const events = reader(
      notificationEvents({
        db: a.db,
        hub: a.hub,
        userId: someone.id,
        alive: async () => alive,
        signals: [],
        heartbeatMs: 50,
        sessionCheckMs: 100,
      }),
    );
    expect(await events.until(/: keep-alive\n\n/)).toBe(true);
    alive = false;
    expect(await events.ended()).toBe(true);
  });
});
