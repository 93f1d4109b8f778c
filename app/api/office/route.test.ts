import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { auditLog } from "@/lib/audit/tables";
import type { SessionUser } from "@/lib/auth/session-user";
import { createUser } from "@/lib/auth/users";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

// /api/office through its route module, in process, on PGlite and PostgreSQL: admins only, the
// VAT registration number's rule with per-field 400s, and the audit row of a change.

vi.setConfig({ testTimeout: 60_000 });

const mocks = vi.hoisted(() => ({
  db: null as DashboardDb | null,
  user: null as SessionUser | null,
}));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));
vi.mock("@/lib/auth/session", () => ({
  getApiCaller: async () => ({ user: mocks.user, address: "198.51.100.9", limited: null }),
}));
vi.mock("@/lib/auth/request-preferences", () => ({
  getPreferences: async () => ({ locale: "en", digits: "latn", calendar: "gregory" }),
}));

const route = await import("./route");
const ORIGIN = "http://localhost:3000";

type Answer = {
  status: number;
  data?: Record<string, unknown>;
  error?: { code: string; details: { fields?: Record<string, string[]> } };
};

async function send(as: SessionUser, body?: unknown): Promise<Answer> {
  mocks.user = as;
  const req = new NextRequest(`${ORIGIN}/api/office`, {
    method: body === undefined ? "GET" : "PUT",
    headers: { origin: ORIGIN, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const handler = body === undefined ? route.GET : route.PUT;
  const res = await handler(req, { params: Promise.resolve({}) });
  const json = (await res.json()) as Omit<Answer, "status">;
  return { status: res.status, ...json };
}

const VALID = { name_ar: "مكتب الواحة", name_en: "Al Waha Office", vat_number: "310122393500003" };

describe.each(testDatabaseKinds())("office settings API (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  const people = {} as Record<"manager" | "support" | "admin", SessionUser>;

  beforeAll(async () => {
    testDb = createTestDatabase(kind, "office_api");
    handle = openDashboardDatabase(testDb);
    mocks.db = await handle.get();
    for (const role of ["manager", "support", "admin"] as const) {
      const user = await createUser(mocks.db, {
        email: `${role}@office.test`,
        name: role,
        role,
        password: "a long enough password",
      });
      people[role] = { id: user.id, email: user.email, name: user.name, role };
    }
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("answers 400 with a message per field, and keeps nothing", async () => {
    const bad = await send(people.admin, { name_ar: " ", name_en: "", vat_number: "123" });
    expect(bad.status).toBe(400);
    expect(bad.error!.code).toBe("VALIDATION_FAILED");
    expect(bad.error!.details.fields).toEqual({
      name_ar: ["Required"],
      name_en: ["Required"],
      vat_number: ["A VAT registration number is 15 digits, starting and ending with 3"],
    });
    // 15 digits, but not starting and ending with 3; and one digit short.
    for (const vat_number of [
      "210122393500003",
      "310122393500002",
      "31012239350003",
      "3101223935000a3",
    ]) {
      const answer = await send(people.admin, { ...VALID, vat_number });
      expect(answer.status, vat_number).toBe(400);
      expect(Object.keys(answer.error!.details.fields!)).toEqual(["vat_number"]);
    }
    expect((await send(people.admin)).data).toMatchObject({ name_ar: "", vat_number: null });
  });

  it("saves an admin's change, Arabic-Indic digits and spaces read, and audits what changed", async () => {
    const saved = await send(people.admin, { ...VALID, vat_number: "٣١٠ ١٢٢ ٣٩٣ ٥٠٠ ٠٠٣" });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ...VALID, vat_rate_basis_points: 1500 });
    expect((await send(people.admin)).data).toMatchObject(VALID);
    const rows = await mocks
      .db!.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "office.update"), eq(auditLog.userId, people.admin.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toMatchObject({
      changes: { vat_number: { from: null, to: "310122393500003" } },
    });
    // An empty number is none.
    const cleared = await send(people.admin, { ...VALID, vat_number: "" });
    expect(cleared.data).toMatchObject({ vat_number: null });
  });

  it("refuses managers and support (403), who may not read it either", async () => {
    for (const role of ["manager", "support"] as const) {
      expect((await send(people[role], VALID)).status, role).toBe(403);
      expect((await send(people[role])).status, role).toBe(403);
    }
  });
});
