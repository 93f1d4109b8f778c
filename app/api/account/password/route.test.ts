import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { createUser } from "@/lib/auth/users";
import { createTestDatabase, type TestDatabase } from "@/test/databases";

// POST /api/account/password answers in the person's language: the rule messages of the
// schema, the wrong current password, the new password's problems and the throttle are catalogue
// keys until the answer leaves, then Arabic or English sentences (lib/http/localise-error.ts).

vi.setConfig({ testTimeout: 60_000 });

const mocks = vi.hoisted(() => ({
  db: null as DashboardDb | null,
  user: null as SessionUser | null,
  locale: "ar" as "ar" | "en",
}));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));
vi.mock("@/lib/auth/session", () => ({
  getApiCaller: async () => ({ user: mocks.user, address: "198.51.100.7", limited: null }),
}));
vi.mock("@/lib/auth/request-preferences", () => ({
  getPreferences: async () => ({ locale: mocks.locale, digits: "latn", calendar: "gregory" }),
}));

const { POST } = await import("./route");

const ORIGIN = "http://localhost:3000";
const CURRENT = "the right passphrase";

async function changePassword(body: Record<string, unknown>) {
  const req = new NextRequest(`${ORIGIN}/api/account/password`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const res = await POST(req, { params: Promise.resolve({}) });
  const { error } = (await res.json()) as {
    error: { code: string; message: string; details: { fields?: Record<string, string[]> } };
  };
  return {
    status: res.status,
    code: error.code,
    message: error.message,
    fields: error.details.fields,
  };
}

describe("POST /api/account/password, in the person's language", () => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  beforeAll(async () => {
    testDb = createTestDatabase("pglite", "account_password");
    handle = openDashboardDatabase(testDb);
    mocks.db = await handle.get();
    const user = await createUser(mocks.db, {
      email: "huda@x.test",
      name: "Huda",
      role: "support",
      password: CURRENT,
    });
    mocks.user = {
      id: user.id,
      email: user.email,
      name: user.name,
      role: "support",
      sessionId: "s",
      // Signed in just now: a password change needs a recent step-up (lib/auth/step-up.ts).
      steppedUpAt: new Date(),
    };
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });
  beforeEach(() => {
    mocks.locale = "ar";
  });

  it("says in Arabic that the current password is missing or wrong", async () => {
    expect(
      await changePassword({ currentPassword: "", newPassword: "a brand new passphrase" }),
    ).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      fields: { currentPassword: ["أدخل كلمة المرور الحالية"] },
    });
    expect(
      await changePassword({
        currentPassword: "not it at all",
        newPassword: "a brand new passphrase",
      }),
    ).toEqual({
      status: 400,
      code: "VALIDATION_FAILED",
      message: "كلمة المرور الحالية غير صحيحة.",
      fields: { currentPassword: ["كلمة المرور الحالية غير صحيحة"] },
    });
  });

  it("says the same in English to someone who reads English", async () => {
    mocks.locale = "en";
    expect(
      await changePassword({
        currentPassword: "not it at all",
        newPassword: "a brand new passphrase",
      }),
    ).toMatchObject({
      message: "Your current password is not correct.",
      fields: { currentPassword: ["Your current password is not correct"] },
    });
  });

  it("gives the new password's problems in Arabic", async () => {
    expect(await changePassword({ currentPassword: CURRENT, newPassword: "password1234" })).toEqual(
      {
        status: 400,
        code: "VALIDATION_FAILED",
        message: "كلمة المرور الجديدة لا تستوفي الشروط.",
        fields: { newPassword: ["كلمة المرور هذه شائعة جدًا؛ اختر كلمة مرور يصعب تخمينها"] },
      },
    );
    expect(
      await changePassword({ currentPassword: CURRENT, newPassword: "huda's own password" }),
    ).toMatchObject({
      fields: { newPassword: ["لا تستخدم بريدك الإلكتروني أو اسمك في كلمة المرور"] },
    });
    expect(await changePassword({ currentPassword: CURRENT, newPassword: CURRENT })).toMatchObject({
      fields: { newPassword: ["اختر كلمة مرور مختلفة عن الحالية"] },
    });
  });

  it("says in Arabic to wait after too many wrong passwords", async () => {
    let answer = await changePassword({ currentPassword: "wrong", newPassword: "irrelevant here" });
    for (let i = 0; i < 10 && answer.status === 400; i++)
      answer = await changePassword({ currentPassword: "wrong", newPassword: "irrelevant here" });
    expect(answer).toMatchObject({
      status: 429,
      code: "THROTTLED",
      message: "محاولات كثيرة. انتظر قليلًا ثم حاول مرة أخرى.",
    });
  });
});
