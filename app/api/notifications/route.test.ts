import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import type { RouteHandler } from "@/lib/http/handler";
import { createHub, publish, type Hub } from "@/lib/notifications/hub";
import { addNotifications } from "@/lib/notifications/store";
import { openApiDocument } from "@/lib/openapi";
import { lease, person } from "@/lib/notifications/__tests__/fixtures";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

// /api/notifications through its route modules, in process, on PGlite and PostgreSQL: each
// person reads and marks only their own items; settings are checked field by field (400); the
// sweep is an admin's; the event stream answers at once with the count and again on a change.

vi.setConfig({ testTimeout: 60_000 });

const mocks = vi.hoisted(() => ({
  db: null as DashboardDb | null,
  hub: null as Hub | null,
  user: null as SessionUser | null,
}));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));
vi.mock("@/lib/auth/session", () => ({
  getApiCaller: async () => ({ user: mocks.user, address: "198.51.100.9", limited: null }),
  getSessionClaim: async () => null,
}));
vi.mock("@/lib/auth/request-preferences", () => ({
  getPreferences: async () => ({ locale: "en", digits: "latn", calendar: "gregory" }),
}));
vi.mock("@/lib/notifications/instance", () => ({
  notificationHub: () => mocks.hub,
  closingSignal: () => new AbortController().signal,
}));

const routes = {
  list: await import("./route"),
  unread: await import("./unread/route"),
  read: await import("./[id]/read/route"),
  readAll: await import("./read-all/route"),
  settings: await import("./settings/route"),
  sweep: await import("./sweep/route"),
  stream: await import("./stream/route"),
};
const ORIGIN = "http://localhost:3000";

type Answer = {
  status: number;
  data?: unknown;
  error?: { code: string; details: { fields?: Record<string, string[]> } };
};

function request(method: string, path: string, body?: unknown) {
  return new NextRequest(`${ORIGIN}${path}`, {
    method,
    headers: {
      origin: ORIGIN,
      "sec-fetch-site": "same-origin",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function send(
  as: SessionUser,
  handler: RouteHandler,
  method: string,
  path: string,
  options: { body?: unknown; params?: Record<string, string> } = {},
): Promise<Answer> {
  mocks.user = as;
  const res = await handler(request(method, path, options.body), {
    params: Promise.resolve(options.params ?? {}),
  });
  const json = (await res.json()) as { data?: unknown; error?: Answer["error"] };
  return { status: res.status, data: json.data, error: json.error };
}

const item = (key: string) => ({
  kind: "contract_ending" as const,
  subjectType: "contract",
  subjectId: "1",
  dedupeKey: key,
  details: {
    kind: "contract_ending" as const,
    contractId: 1,
    unit: null,
    unitId: "901",
    tenant: null,
    endDate: "2026-12-20",
  },
});

describe.each(testDatabaseKinds())("/api/notifications (%s)", (kind) => {
  let storage: TestDatabase;
  let handle: DashboardDbHandle;
  const people = {} as Record<"manager" | "support" | "admin", SessionUser>;

  beforeAll(async () => {
    storage = createTestDatabase(kind, "notify_api");
    handle = openDashboardDatabase(storage);
    mocks.db = await handle.get();
    mocks.hub = createHub({ url: storage.url, channel: `api_${storage.pgSchema ?? "pglite"}` });
    for (const role of ["manager", "support", "admin"] as const) {
      const p = await person(mocks.db, role);
      people[role] = { id: p.id, email: `${p.id}@example.com`, name: p.id, role };
    }
    await lease(mocks.db, 1, "2026-10-01");
  }, 120_000);
  afterAll(async () => {
    await mocks.hub?.close();
    await handle?.close();
    await storage?.cleanup();
  });

  it("lists one's own items, counts the unread, marks one and all read", async () => {
    const { manager, support } = people;
    await addNotifications(mocks.db!, [manager.id], [item("a"), item("b")]);
    await addNotifications(mocks.db!, [support.id], [item("a")]);
    const list = await send(manager, routes.list.GET, "GET", "/api/notifications?order=newest");
    expect(list.status).toBe(200);
    const items = list.data as { id: number; readAt: string | null; href: string }[];
    expect(items).toHaveLength(2);
    expect(items[0]!.href).toBe("/contracts/1");
    expect(
      (await send(manager, routes.unread.GET, "GET", "/api/notifications/unread")).data,
    ).toEqual({ unread: 2 });

    // Someone else's item is not there for them.
    const theirs = await send(
      support,
      routes.read.POST,
      "POST",
      `/api/notifications/${items[0]!.id}/read`,
      {
        params: { id: String(items[0]!.id) },
      },
    );
    expect(theirs.status).toBe(404);
    const mine = await send(
      manager,
      routes.read.POST,
      "POST",
      `/api/notifications/${items[0]!.id}/read`,
      {
        params: { id: String(items[0]!.id) },
      },
    );
    expect(mine.status).toBe(200);
    expect((mine.data as { readAt: string | null }).readAt).not.toBeNull();
    const bad = await send(manager, routes.read.POST, "POST", "/api/notifications/x/read", {
      params: { id: "x" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error!.details.fields!)).toEqual(["id"]);

    expect(
      (await send(manager, routes.readAll.POST, "POST", "/api/notifications/read-all")).data,
    ).toEqual({ marked: 1 });
    expect(
      (await send(manager, routes.unread.GET, "GET", "/api/notifications/unread")).data,
    ).toEqual({ unread: 0 });
    expect(
      (await send(support, routes.unread.GET, "GET", "/api/notifications/unread")).data,
    ).toEqual({ unread: 1 });
  });

  it("refuses a bad query with the field named", async () => {
    const answer = await send(
      people.manager,
      routes.list.GET,
      "GET",
      "/api/notifications?order=oldest&pageSize=500",
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.error!.details.fields!).sort()).toEqual(["order", "pageSize"]);
  });

  it("settings: the role's kinds, checked field by field", async () => {
    const got = await send(
      people.support,
      routes.settings.GET,
      "GET",
      "/api/notifications/settings",
    );
    expect(got.data).toEqual({
      disabledKinds: [],
      noticeDays: 30,
      endingDays: 60,
      kinds: ["contract_ending", "export"],
    });
    const bad = await send(
      people.manager,
      routes.settings.PUT,
      "PUT",
      "/api/notifications/settings",
      {
        body: { disabledKinds: ["nope"], noticeDays: 0, endingDays: 1.5 },
      },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error!.details.fields!).sort()).toEqual([
      "disabledKinds.0",
      "endingDays",
      "noticeDays",
    ]);
    const saved = await send(
      people.manager,
      routes.settings.PUT,
      "PUT",
      "/api/notifications/settings",
      {
        body: { disabledKinds: ["contract_ending"], noticeDays: 10, endingDays: 90 },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ disabledKinds: ["contract_ending"], noticeDays: 10 });
  });

  it("the sweep now is an admin's", async () => {
    expect(
      (await send(people.manager, routes.sweep.POST, "POST", "/api/notifications/sweep")).status,
    ).toBe(403);
    const swept = await send(people.admin, routes.sweep.POST, "POST", "/api/notifications/sweep");
    expect(swept.status).toBe(200);
    expect((swept.data as { added: number }).added).toBeGreaterThan(0);
  });

  it("the stream tells the count at once, and again when an item is made", async () => {
    const { admin } = people;
    mocks.user = admin;
    const res = await routes.stream.GET(request("GET", "/api/notifications/stream"), {
      params: Promise.resolve({}),
    });
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended: ${text}`);
        text += value;
      }
    };
    await until(/event: unread\ndata: \{"unread":(\d+)/);
    const first = Number(/"unread":(\d+)/.exec(text)![1]);
    text = "";
    await addNotifications(mocks.db!, [admin.id], [item("stream")]);
    await publish(mocks.db!, mocks.hub!, [admin.id]);
    await until(/event: unread\ndata: /);
    expect(text).toContain(`"unread":${first + 1}`);
    await reader.cancel();
  });

  it("is in the OpenAPI document", () => {
    const doc = openApiDocument();
    for (const path of [
      "/api/notifications",
      "/api/notifications/unread",
      "/api/notifications/{id}/read",
      "/api/notifications/read-all",
      "/api/notifications/settings",
      "/api/notifications/stream",
    ])
      expect(doc.paths).toHaveProperty([path]);
  });
});
