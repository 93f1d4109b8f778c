import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { auditListQuerySchema } from "@/lib/users/audit-schemas";
import { listAudit } from "@/lib/users/audit-log";
import { sessionCookieName } from "@/lib/auth/cookies";
import { readSessionClaim, sessionTokenOf } from "@/lib/auth/session-token";
import { loadSession } from "@/lib/auth/sessions";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { authSecretValue } from "@/lib/env";
import { PEER_HEADER } from "@/lib/net/client-address";
import { createUser } from "@/lib/auth/users";
import { createTestDatabase, type TestDatabase } from "@/test/databases";

// Signing in and out through next-auth's own route handlers (what /api/auth/* runs), in process,
// against a fresh database (issue 8): sign-out ends the session on the server, so a copy of the
// cookie taken before it names no session after it (defect 2); in production the cookie is
// `__Host-` prefixed (defect 4); refused and throttled sign-ins reach the audit log (defect 8).

vi.setConfig({ testTimeout: 60_000 });

const ORIGIN = "http://localhost:3000";
const mocks = vi.hoisted(() => ({ db: null as DashboardDb | null }));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));

const { handlers } = await import("./next-auth");
type Handlers = typeof handlers;

/** A browser: keeps the cookies next-auth sets, sends them back, comes from one address. */
function browser(
  address: string,
  site: { handlers: Handlers; origin: string } = {
    handlers,
    origin: ORIGIN,
  },
) {
  const setCookies: string[] = [];
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  async function send(method: "GET" | "POST", path: string, form?: Record<string, string>) {
    const req = new NextRequest(`${site.origin}/api/auth/${path}`, {
      method,
      headers: {
        cookie: cookie(),
        [PEER_HEADER]: address,
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    const res = await site.handlers[method](req);
    setCookies.push(...res.headers.getSetCookie());
    for (const set of res.headers.getSetCookie()) {
      const [pair = ""] = set.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(set)) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }
  async function csrf() {
    return ((await (await send("GET", "csrf")).json()) as { csrfToken: string }).csrfToken;
  }
  return {
    cookie,
    setCookies,
    async signIn(email: string, password: string) {
      const csrfToken = await csrf();
      const res = await send("POST", "callback/credentials", { csrfToken, email, password });
      return new URL(res.headers.get("location") ?? "", site.origin).searchParams.get("code");
    },
    async signOut() {
      await send("POST", "signout", { csrfToken: await csrf() });
    },
  };
}

/** The session a cookie header names, as the dashboard reads it on every request (session.ts). */
async function sessionOf(cookie: string) {
  const name = sessionCookieName(false);
  const jar = cookie.split("; ").map((pair) => {
    const eq = pair.indexOf("=");
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
  });
  const token = sessionTokenOf(jar, name);
  const claim = token ? await readSessionClaim(token, authSecretValue(), name) : null;
  if (!claim) return null;
  const { user } = await loadSession(mocks.db!, claim, []);
  return user;
}

describe("next-auth sign-in and sign-out", () => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  const PASSWORD = "the right passphrase";

  beforeAll(async () => {
    testDb = createTestDatabase("pglite", "next_auth");
    handle = openDashboardDatabase(testDb);
    mocks.db = await handle.get();
    for (const email of ["out@x.test", "guessed@x.test"])
      await createUser(mocks.db, { email, name: "U", role: "support", password: PASSWORD });
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("sign-out ends the session: a cookie copied before it names no session after it", async () => {
    const person = browser("198.51.100.1");
    expect(await person.signIn("out@x.test", PASSWORD)).toBeNull();
    const copied = person.cookie();
    expect((await sessionOf(copied))?.email).toBe("out@x.test");
    await person.signOut();
    expect(await sessionOf(copied)).toBeNull();
  });

  it("records refused and throttled sign-ins in the audit log", async () => {
    const guesser = browser("203.0.113.7");
    const codes: (string | null)[] = [];
    for (let i = 0; i < 6; i++) codes.push(await guesser.signIn("guessed@x.test", `guess ${i}`));
    expect(codes.slice(0, 5)).toEqual(Array(5).fill("invalid_credentials"));
    expect(codes[5]).toMatch(/^throttled:/);
    const rows = async (action: string) =>
      (await listAudit(mocks.db!, auditListQuerySchema.parse({ action, pageSize: 100 }))).rows;
    const failed = await rows("auth.sign-in-failed");
    expect(failed.map((r) => [r.userEmail, r.status])).toEqual(
      Array(5).fill(["guessed@x.test", 401]),
    );
    const throttled = await rows("auth.throttled");
    expect(throttled.map((r) => [r.userEmail, r.status])).toEqual([["guessed@x.test", 429]]);
  });

  it("in production the session cookie is __Host- prefixed (Secure, Path=/, no Domain)", async () => {
    vi.resetModules();
    const vars = {
      NODE_ENV: "production",
      DEMO_MODE: "0",
      AUTH_SECRET: "Jq3-x8Vb_Lr2mN9pZt5Kw1Hc7Yd4Fs6Ge0Ua",
      RENTAL_API_BASE_URL: "https://rental.example",
      RENTAL_CLIENT_SECRET: "issued-by-the-operator-7f3a9c",
    };
    for (const [k, v] of Object.entries(vars)) vi.stubEnv(k, v);
    try {
      const production = await import("./next-auth");
      const site = { handlers: production.handlers, origin: "https://desk.example" };
      const person = browser("198.51.100.2", site);
      expect(await person.signIn("out@x.test", PASSWORD)).toBeNull();
      const session = person.setCookies.find((c) => c.includes("session-token="));
      expect(session).toMatch(/^__Host-authjs\.session-token=/);
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/; Path=\/(;|$)/i);
      expect(session).not.toMatch(/; Domain=/i);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
