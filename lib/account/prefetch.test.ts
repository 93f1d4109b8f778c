import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { createSession } from "@/lib/auth/sessions";
import { createUser } from "@/lib/auth/users";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { createTestDatabase, type TestDatabase } from "@/test/databases";

import { secondFactorOptions, sessionsOptions } from "./queries";

// The account page's first view, answered on the server: what the browser's own queries would
// have fetched (the routes' bodies), under their keys, so that it fetches nothing on load.

vi.setConfig({ testTimeout: 60_000 });

const mocks = vi.hoisted(() => ({ db: null as DashboardDb | null }));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));

const { accountPrefetch } = await import("./prefetch");
const handlers = await import("./handlers");

describe("the account page's prefetch", () => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  let user: SessionUser;
  const args = () => ({
    req: new NextRequest("http://localhost/api/account/sessions"),
    user,
    requestId: "r",
    params: undefined,
    query: undefined,
    body: undefined,
  });
  beforeAll(async () => {
    testDb = createTestDatabase("pglite", "account_prefetch");
    handle = openDashboardDatabase(testDb);
    mocks.db = await handle.get();
    const row = await createUser(mocks.db, {
      email: "p@x.test",
      name: "P",
      role: "support",
      password: "the right passphrase",
    });
    const session = { userId: row.id, address: "10.0.0.1" };
    await createSession(mocks.db, { ...session, userAgent: "Other browser" });
    const sessionId = await createSession(mocks.db, { ...session, userAgent: "This browser" });
    user = { id: row.id, email: row.email, name: row.name, role: "support", sessionId };
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("answers one's sessions as GET /api/account/sessions does, this browser marked", async () => {
    const prefetch = accountPrefetch.sessions(user);
    expect(prefetch.queryKey).toEqual(sessionsOptions().queryKey);
    const body = (await prefetch.queryFn()) as { data: { userAgent: string; current: boolean }[] };
    expect(body).toEqual(await (await handlers.listOwnSessionsResponse(args())).json());
    expect(body.data.filter((s) => s.current).map((s) => s.userAgent)).toEqual(["This browser"]);
    expect(body.data).toHaveLength(2);
  });

  it("answers two-step verification's state as GET /api/account/second-factor does", async () => {
    const prefetch = accountPrefetch.secondFactor(user);
    expect(prefetch.queryKey).toEqual(secondFactorOptions().queryKey);
    const body = await prefetch.queryFn();
    expect(body).toEqual(await (await handlers.secondFactorStatusResponse(args())).json());
    expect(body).toEqual({
      data: { enabled: false, required: false, recoveryCodesLeft: 0 },
      meta: {},
    });
  });

  it("leaves an account that is gone to the browser (the route answers 401)", async () => {
    const gone = { ...user, id: "00000000-0000-4000-8000-000000000000" };
    await expect(accountPrefetch.secondFactor(gone).queryFn()).rejects.toThrow();
    expect((await handlers.secondFactorStatusResponse({ ...args(), user: gone })).status).toBe(401);
  });
});
