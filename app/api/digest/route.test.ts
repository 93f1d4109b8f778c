import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { digestChoiceOf } from "@/lib/digest/settings";
import { unsubscribeToken } from "@/lib/digest/unsubscribe-token";
import { authSecretValue } from "@/lib/env";
import type { RouteHandler } from "@/lib/http/handler";
import { person } from "@/lib/notifications/__tests__/fixtures";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

// /api/digest through its route modules, in process: one's digest choice checked field by field
// (400), "send now" an admin's (409 without SMTP_URL), and the one-click unsubscribe signed out
// and cross-site (RFC 8058), refused for a tampered token.

vi.setConfig({ testTimeout: 60_000 });

const mocks = vi.hoisted(() => ({
  db: null as DashboardDb | null,
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

const routes = {
  settings: await import("./settings/route"),
  sendNow: await import("./send-now/route"),
  unsubscribe: await import("./unsubscribe/route"),
};
const ORIGIN = "http://localhost:3000";

async function send(
  as: SessionUser,
  handler: RouteHandler,
  method: string,
  path: string,
  body?: unknown,
) {
  mocks.user = as;
  const res = await handler(
    new NextRequest(`${ORIGIN}${path}`, {
      method,
      headers: {
        origin: ORIGIN,
        "sec-fetch-site": "same-origin",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  const json = (await res.json()) as {
    data?: Record<string, unknown>;
    error?: { code: string; details: { fields?: Record<string, string[]> } };
  };
  return { status: res.status, ...json };
}

/** A mail provider's one-click POST: another site, no cookie, a form body. */
function oneClick(token: string, body = "List-Unsubscribe=One-Click") {
  return routes.unsubscribe.POST(
    new NextRequest(`${ORIGIN}/api/digest/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "cross-site",
        origin: "https://mail.example.com",
      },
      body,
    }),
  );
}

describe.each(testDatabaseKinds())("/api/digest (%s)", (kind) => {
  let storage: TestDatabase;
  let handle: DashboardDbHandle;
  const people = {} as Record<"manager" | "admin", SessionUser>;

  beforeAll(async () => {
    storage = createTestDatabase(kind, "digest_api");
    handle = openDashboardDatabase(storage);
    mocks.db = await handle.get();
    for (const role of ["manager", "admin"] as const) {
      const p = await person(mocks.db, role);
      people[role] = { id: p.id, email: `${p.id}@example.com`, name: p.id, role };
    }
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await storage?.cleanup();
  });

  it("reads and saves one's choice; says email is off without SMTP_URL", async () => {
    const { manager } = people;
    const read = await send(manager, routes.settings.GET, "GET", "/api/digest/settings");
    expect(read.data).toEqual({ enabled: true, hour: 7, emailEnabled: false });
    const saved = await send(manager, routes.settings.PUT, "PUT", "/api/digest/settings", {
      enabled: true,
      hour: 5,
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ enabled: true, hour: 5 });
  });

  it("refuses a bad field with a 400 naming it", async () => {
    const bad = await send(people.manager, routes.settings.PUT, "PUT", "/api/digest/settings", {
      enabled: "yes",
      hour: 24,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error!.details.fields!).sort()).toEqual(["enabled", "hour"]);
    const half = await send(people.manager, routes.settings.PUT, "PUT", "/api/digest/settings", {
      enabled: true,
      hour: 6.5,
    });
    expect(half.status).toBe(400);
    expect(Object.keys(half.error!.details.fields!)).toEqual(["hour"]);
  });

  it("lets only an admin send now, and answers 409 while email is off", async () => {
    const path = "/api/digest/send-now";
    expect((await send(people.manager, routes.sendNow.POST, "POST", path)).status).toBe(403);
    const admin = await send(people.admin, routes.sendNow.POST, "POST", path);
    expect(admin.status).toBe(409);
    expect(admin.error!.code).toBe("EMAIL_OFF");
  });

  it("unsubscribes with one cross-site POST and no session; a tampered token does nothing", async () => {
    const { admin } = people;
    mocks.user = null;
    const token = unsubscribeToken(authSecretValue(), admin.id);
    const [id, mac] = token.split(".");
    const forged = `${Buffer.from(people.manager.id).toString("base64url")}.${mac}`;
    expect((await oneClick(forged)).status).toBe(400);
    expect((await oneClick(`${id}.${"A".repeat(43)}`)).status).toBe(400);
    expect((await digestChoiceOf(mocks.db!, people.manager.id)).enabled).toBe(true);

    const res = await oneClick(token);
    expect(res.status).toBe(200);
    expect((await digestChoiceOf(mocks.db!, admin.id)).enabled).toBe(false);
    // The confirm page's form: back to the page, which says it is done.
    const page = await oneClick(token, "");
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toMatch(/^\/digest\/unsubscribe\?token=.+&done=1$/);
  });
});
