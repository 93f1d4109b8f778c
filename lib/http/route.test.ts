import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { fillPath, type AnyEndpoint, type ResultOf } from "@/lib/http/endpoint";
import type { RouteHandler } from "@/lib/http/handler";
import { auditListQuerySchema } from "@/lib/users/audit-schemas";
import { listAudit } from "@/lib/users/audit-log";
import type { SessionUser } from "@/lib/auth/session-user";
import { createSession, listSessions } from "@/lib/auth/sessions";
import { sessions as sessionsTable } from "@/lib/auth/tables";
import { eq } from "drizzle-orm";
import { currentTotp } from "@/lib/auth/totp";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { createUser } from "@/lib/auth/users";
import { createTestDatabase, type TestDatabase } from "@/test/databases";
import { accountEndpoints } from "@/lib/account";
import { userEndpoints } from "@/lib/users";

// The account routes and DELETE /api/users/{id}/sessions through their route modules, in
// process, against a fresh database: each route takes its permission, restriction rule and
// request schemas from its row of the endpoint table, and every answer it gives is exactly what
// the row's response schema (the one the browser parses it with) describes.

vi.setConfig({ testTimeout: 60_000 });

const ORIGIN = "http://localhost:3000";
const mocks = vi.hoisted(() => ({
  db: null as DashboardDb | null,
  caller: null as SessionUser | null,
}));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));
// The caller is set by each test; its session's step-up time and whether it has a second factor
// are read from the database, as getApiCaller does.
vi.mock("@/lib/auth/session", () => ({
  getApiCaller: async () => {
    const caller = mocks.caller;
    const { loadSession } = await import("@/lib/auth/sessions");
    const claim = caller?.sessionId ? { sessionId: caller.sessionId, userId: caller.id } : null;
    const loaded = await loadSession(mocks.db!, claim, []);
    return {
      user: caller && {
        ...caller,
        steppedUpAt: loaded.steppedUpAt,
        secondFactor: !!loaded.user?.totpSecret,
      },
      address: "198.51.100.1",
      limited: null,
      refused: null,
    };
  },
}));

const ROUTES: Record<string, () => Promise<Record<string, unknown>>> = {
  "/api/account/sessions": () => import("@/app/api/account/sessions/route"),
  "/api/account/sessions/{id}": () => import("@/app/api/account/sessions/[id]/route"),
  "/api/account/password": () => import("@/app/api/account/password/route"),
  "/api/account/second-factor": () => import("@/app/api/account/second-factor/route"),
  "/api/account/second-factor/recovery-codes": () =>
    import("@/app/api/account/second-factor/recovery-codes/route"),
  "/api/account/step-up": () => import("@/app/api/account/step-up/route"),
  "/api/users": () => import("@/app/api/users/route"),
  "/api/users/{id}": () => import("@/app/api/users/[id]/route"),
  "/api/users/{id}/sessions": () => import("@/app/api/users/[id]/sessions/route"),
};

type Answer<E extends AnyEndpoint> =
  | { status: number; data: ResultOf<E>["data"]; error?: undefined }
  | { status: number; data?: undefined; error: { code: string } };

/** Sends the row's request to its route; a success must parse, unchanged, with the row's schema. */
async function call<E extends AnyEndpoint>(
  row: E,
  input: { params?: Record<string, string>; body?: unknown } = {},
): Promise<Answer<E>> {
  const routeModule = await ROUTES[row.path]!();
  const handler = routeModule[row.method] as RouteHandler;
  const body = input.body === undefined ? undefined : JSON.stringify(input.body);
  const req = new NextRequest(`${ORIGIN}${fillPath(row.path, input.params)}`, {
    method: row.method,
    headers: { origin: ORIGIN, ...(body ? { "content-type": "application/json" } : {}) },
    body,
  });
  const res = await handler(req, { params: Promise.resolve(input.params ?? {}) });
  const json = (await res.json()) as { data?: unknown; error?: { code: string } };
  if (!res.ok) return { status: res.status, error: json.error! };
  expect(res.status).toBe(row.status ?? 200);
  // `z.object` drops what it does not declare: equal means the row names every field sent.
  const parsed = row.response.parse(json) as ResultOf<E>;
  expect(parsed).toEqual(json);
  return { status: res.status, data: parsed.data };
}

describe("account and session routes through their rows", () => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  let suffix = 0;
  const PASSWORD = "the right passphrase";

  beforeAll(async () => {
    testDb = createTestDatabase("pglite", "own_route");
    handle = openDashboardDatabase(testDb);
    mocks.db = await handle.get();
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  /** A new user signed in on `browsers` browsers, calling from the first. */
  async function signedIn(role: SessionUser["role"], browsers = 1) {
    const user = await createUser(mocks.db!, {
      email: `u${suffix++}@x.test`,
      name: "U",
      role,
      password: PASSWORD,
    });
    const sessions: string[] = [];
    for (let i = 0; i < browsers; i++)
      sessions.push(
        await createSession(mocks.db!, {
          userId: user.id,
          userAgent: `Browser ${i}`,
          address: "198.51.100.1",
        }),
      );
    const caller: SessionUser = { ...user, sessionId: sessions[0] };
    mocks.caller = caller;
    return { caller, sessions };
  }

  const audited = async (action: string, userId: string) =>
    (await listAudit(mocks.db!, auditListQuerySchema.parse({ action, userId }))).rows
      .map((r) => r.status)
      .sort();

  it("lets a session that must change its password reach its account, and nothing else", async () => {
    const { caller } = await signedIn("admin");
    mocks.caller = { ...caller, restriction: "password-change" };
    expect((await call(accountEndpoints.listOwnSessions)).status).toBe(200);
    expect((await call(accountEndpoints.getSecondFactor)).data).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const refused = await call(userEndpoints.endUserSessions, { params: { id: caller.id } });
    expect(refused).toMatchObject({ status: 403, error: { code: "PASSWORD_CHANGE_REQUIRED" } });
    const changed = await call(accountEndpoints.changePassword, {
      body: { currentPassword: PASSWORD, newPassword: "a brand new passphrase" },
    });
    expect(changed.data).toEqual({ changed: true });
  });

  it("lists one's sessions, ends one, then all the others", async () => {
    const { caller, sessions } = await signedIn("support", 3);
    const [mine, other, third] = sessions as [string, string, string];
    const listed = await call(accountEndpoints.listOwnSessions);
    expect(listed.data?.map((s) => [s.id, s.current]).sort()).toEqual(
      [
        [mine, true],
        [other, false],
        [third, false],
      ].sort(),
    );

    expect((await call(accountEndpoints.endOwnSession, { params: { id: other } })).data).toEqual({
      ended: 1,
      current: false,
    });
    const again = await call(accountEndpoints.endOwnSession, { params: { id: other } });
    expect(again).toMatchObject({ status: 404, error: { code: "NOT_FOUND" } });
    const malformed = await call(accountEndpoints.endOwnSession, { params: { id: "no" } });
    expect(malformed).toMatchObject({ status: 400, error: { code: "VALIDATION_FAILED" } });
    expect(await audited("account.session-end", caller.id)).toEqual([200, 404]);

    expect((await call(accountEndpoints.endOtherSessions)).data).toEqual({ ended: 1 });
    expect((await call(accountEndpoints.listOwnSessions)).data?.map((s) => s.id)).toEqual([mine]);
  });

  it("changes one's password only with the current one, and to one that meets the rules", async () => {
    const { caller } = await signedIn("manager", 2);
    const wrong = await call(accountEndpoints.changePassword, {
      body: { currentPassword: "not it", newPassword: "a brand new passphrase" },
    });
    expect(wrong).toMatchObject({ status: 400, error: { code: "VALIDATION_FAILED" } });
    const short = await call(accountEndpoints.changePassword, {
      body: { currentPassword: PASSWORD, newPassword: "short" },
    });
    expect(short).toMatchObject({ status: 400, error: { code: "VALIDATION_FAILED" } });
    const changed = await call(accountEndpoints.changePassword, {
      body: { currentPassword: PASSWORD, newPassword: "a brand new passphrase" },
    });
    expect(changed.data).toEqual({ changed: true });
    // The other browser is signed out; this one stays.
    expect((await call(accountEndpoints.listOwnSessions)).data?.map((s) => s.current)).toEqual([
      true,
    ]);
    expect(await audited("account.password-change", caller.id)).toEqual([200, 400]);
  });

  it("sets up two-step verification, replaces its codes and turns it off", async () => {
    await signedIn("manager");
    const setup = await call(accountEndpoints.beginSecondFactor);
    expect(setup.data?.qrSvg).toMatch(/^<svg/);
    const malformed = await call(accountEndpoints.confirmSecondFactor, { body: { code: "12" } });
    expect(malformed).toMatchObject({ status: 400, error: { code: "VALIDATION_FAILED" } });
    const confirmed = await call(accountEndpoints.confirmSecondFactor, {
      body: { code: currentTotp(setup.data!.secret) },
    });
    expect(confirmed.data?.recoveryCodes).toHaveLength(10);
    expect((await call(accountEndpoints.beginSecondFactor)).status).toBe(409);
    expect((await call(accountEndpoints.getSecondFactor)).data).toMatchObject({ enabled: true });

    const refused = await call(accountEndpoints.replaceRecoveryCodes, {
      body: { currentPassword: "not it" },
    });
    expect(refused.status).toBe(400);
    const codes = await call(accountEndpoints.replaceRecoveryCodes, {
      body: { currentPassword: PASSWORD },
    });
    expect(codes.data?.recoveryCodes).toHaveLength(10);
    expect(codes.data?.recoveryCodes).not.toEqual(confirmed.data?.recoveryCodes);

    const off = await call(accountEndpoints.removeSecondFactor, {
      body: { currentPassword: PASSWORD },
    });
    expect(off.data).toEqual({ enabled: false });
    expect((await call(accountEndpoints.getSecondFactor)).data).toMatchObject({ enabled: false });
  });

  it("lets an admin sign a user out everywhere, and no one else", async () => {
    const { caller: target } = await signedIn("support", 2);
    const { caller: admin } = await signedIn("admin");
    expect((await call(userEndpoints.endUserSessions, { params: { id: target.id } })).data).toEqual(
      {
        ended: 2,
      },
    );
    const unknown = await call(userEndpoints.endUserSessions, {
      params: { id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown).toMatchObject({ status: 404, error: { code: "NOT_FOUND" } });
    expect(await audited("user.sessions-end", admin.id)).toEqual([200, 404]);

    mocks.caller = target;
    const forbidden = await call(userEndpoints.endUserSessions, { params: { id: admin.id } });
    expect(forbidden).toMatchObject({ status: 403, error: { code: "FORBIDDEN" } });
  });

  /** Makes the caller's session's last step-up `seconds` old. */
  async function stepUpAgo(sessionId: string, seconds: number) {
    await mocks
      .db!.update(sessionsTable)
      .set({ steppedUpAt: new Date(Date.now() - seconds * 1000) })
      .where(eq(sessionsTable.id, sessionId));
  }

  const statuses = async (n: number, send: () => Promise<{ status: number }>) => {
    const seen: number[] = [];
    for (let i = 0; i < n; i++) seen.push((await send()).status);
    return seen;
  };

  it("counts every wrong current password against the sign-in throttle", async () => {
    const guess = { currentPassword: "guess" };
    await signedIn("manager");
    const off = await statuses(8, () => call(accountEndpoints.removeSecondFactor, { body: guess }));
    expect(off).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    await signedIn("manager");
    const codes = await statuses(8, () =>
      call(accountEndpoints.replaceRecoveryCodes, { body: guess }),
    );
    expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const { caller: target } = await signedIn("support");
    await signedIn("admin");
    const reset = await statuses(8, () =>
      call(userEndpoints.updateUser, {
        params: { id: target.id },
        body: { password: "another long passphrase", adminPassword: "guess" },
      }),
    );
    expect(reset).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
    // Step-up itself is throttled the same way.
    await signedIn("manager");
    const stepUps = await statuses(8, () =>
      call(accountEndpoints.stepUp, { body: { password: "guess" } }),
    );
    expect(stepUps).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });

  it("asks for a step-up before sensitive changes once the last one is old", async () => {
    const { caller, sessions } = await signedIn("admin");
    const mine = sessions[0]!;
    // Just signed in: no step-up needed.
    expect((await call(userEndpoints.endUserSessions, { params: { id: caller.id } })).status).toBe(
      200,
    );
    await stepUpAgo(mine, 601);
    const refused = await call(accountEndpoints.beginSecondFactor);
    expect(refused).toMatchObject({ status: 403, error: { code: "STEP_UP_REQUIRED" } });
    for (const [row, input] of [
      [
        accountEndpoints.changePassword,
        { body: { currentPassword: PASSWORD, newPassword: "x".repeat(20) } },
      ],
      [accountEndpoints.replaceRecoveryCodes, { body: { currentPassword: PASSWORD } }],
      [accountEndpoints.removeSecondFactor, { body: { currentPassword: PASSWORD } }],
      [userEndpoints.createUser, { body: { email: "n@x.test", name: "N", role: "support" } }],
      [userEndpoints.updateUser, { params: { id: caller.id }, body: { name: "Renamed" } }],
      [userEndpoints.endUserSessions, { params: { id: caller.id } }],
    ] as const)
      expect(await call(row, input)).toMatchObject({ error: { code: "STEP_UP_REQUIRED" } });
    // Reading is not a sensitive change.
    expect((await call(accountEndpoints.getSecondFactor)).status).toBe(200);

    const wrong = await call(accountEndpoints.stepUp, { body: { password: "not it" } });
    expect(wrong).toMatchObject({ status: 400, error: { code: "VALIDATION_FAILED" } });
    expect((await call(accountEndpoints.beginSecondFactor)).status).toBe(403);
    const stepped = await call(accountEndpoints.stepUp, { body: { password: PASSWORD } });
    expect(stepped.status).toBe(200);
    const setup = await call(accountEndpoints.beginSecondFactor);
    expect(setup.data?.qrSvg).toMatch(/^<svg/);
    const confirmed = await call(accountEndpoints.confirmSecondFactor, {
      body: { code: currentTotp(setup.data!.secret) },
    });
    const recovery = confirmed.data!.recoveryCodes;
    expect(await audited("account.step-up", caller.id)).toEqual([200, 400]);

    // With a second factor, a step-up needs its code as well.
    await stepUpAgo(mine, 601);
    const asked = await call(userEndpoints.endUserSessions, { params: { id: caller.id } });
    expect(asked).toMatchObject({ status: 403, error: { code: "STEP_UP_REQUIRED" } });
    const passwordOnly = await call(accountEndpoints.stepUp, { body: { password: PASSWORD } });
    expect(passwordOnly).toMatchObject({ status: 400, error: { code: "VALIDATION_FAILED" } });
    const withCode = await call(accountEndpoints.stepUp, {
      body: { password: PASSWORD, code: recovery[0] },
    });
    expect(withCode.status).toBe(200);
    expect((await call(userEndpoints.endUserSessions, { params: { id: caller.id } })).status).toBe(
      200,
    );
  });

  it("ends every other session when a second factor is set up, replaced or removed", async () => {
    const { caller, sessions } = await signedIn("manager", 3);
    const others = async () =>
      (await listSessions(mocks.db!, caller.id)).filter((s) => s.id !== sessions[0]).length;
    const another = () =>
      createSession(mocks.db!, { userId: caller.id, userAgent: "B", address: "198.51.100.2" });
    const setup = await call(accountEndpoints.beginSecondFactor);
    expect(await others()).toBe(2);
    await call(accountEndpoints.confirmSecondFactor, {
      body: { code: currentTotp(setup.data!.secret) },
    });
    expect(await others()).toBe(0);
    await another();
    await call(accountEndpoints.replaceRecoveryCodes, { body: { currentPassword: PASSWORD } });
    expect(await others()).toBe(0);
    await another();
    await call(accountEndpoints.removeSecondFactor, { body: { currentPassword: PASSWORD } });
    expect(await others()).toBe(0);
    expect((await listSessions(mocks.db!, caller.id)).map((s) => s.id)).toEqual([sessions[0]]);
  });
});
