import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { createUser } from "@/lib/auth/users";
import { createTestDatabase, type TestDatabase } from "@/test/databases";

import { currentTotp } from "@/lib/auth/totp";

// One's own two-step verification through the account handlers: set up (QR drawn on the
// server), confirm with a first code, new recovery codes and turning off (current password).

vi.setConfig({ testTimeout: 60_000 });

const mocks = vi.hoisted(() => ({ db: null as DashboardDb | null }));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));
vi.mock("@/lib/audit/record", () => ({ recordAudit: async () => {} }));

const handlers = await import("./handlers");

describe("account second factor", () => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  let base: Parameters<typeof handlers.secondFactorStatusResponse>[0];
  beforeAll(async () => {
    testDb = createTestDatabase("pglite", "account_2fa");
    handle = openDashboardDatabase(testDb);
    mocks.db = await handle.get();
    const user = await createUser(mocks.db, {
      email: "f@x.test",
      name: "F",
      role: "manager",
      password: "the right passphrase",
    });
    base = {
      req: new NextRequest("http://localhost/api/account/second-factor"),
      user: { id: user.id, email: user.email, name: user.name, role: "manager", sessionId: "s" },
      requestId: "r",
      params: undefined,
      query: undefined,
      body: undefined,
    };
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  const data = async (res: Response) =>
    ((await res.json()) as { data: Record<string, unknown> }).data;

  it("sets up, confirms, replaces codes and turns off", async () => {
    const setup = await data(await handlers.beginSecondFactorResponse(base));
    expect(setup.qrSvg).toMatch(/^<svg/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Rental%20Desk:f%40x\.test\?/);
    const wrong = await handlers.confirmSecondFactorResponse({ ...base, body: { code: "000000" } });
    expect(wrong.status).toBe(400);
    const confirmed = await handlers.confirmSecondFactorResponse({
      ...base,
      body: { code: currentTotp(setup.secret as string) },
    });
    expect(((await data(confirmed)).recoveryCodes as string[]).length).toBe(10);
    expect(await data(await handlers.secondFactorStatusResponse(base))).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });

    const refused = await handlers.replaceRecoveryCodesResponse({
      ...base,
      body: { currentPassword: "nope" },
    });
    expect(refused.status).toBe(400);
    const codes = await handlers.replaceRecoveryCodesResponse({
      ...base,
      body: { currentPassword: "the right passphrase" },
    });
    expect(((await data(codes)).recoveryCodes as string[]).length).toBe(10);

    const off = await handlers.removeSecondFactorResponse({
      ...base,
      body: { currentPassword: "the right passphrase" },
    });
    expect(await data(off)).toEqual({ enabled: false });
    expect((await data(await handlers.secondFactorStatusResponse(base))).enabled).toBe(false);
  });
});
