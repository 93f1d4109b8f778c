import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import type { UpstreamClient } from "@/lib/upstream/client";
import {
  fakeClient,
  startFakeUpstream,
  type FakeUpstream,
} from "@/lib/upstream/__tests__/fake-upstream";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { exportProperties, propertyLists, type Arrival } from "./fake-lists";

// "Six exports started at once by one user all ran": at most two of a person's exports run at
// once, on every instance (the slots are rows of the database); the others answer 429 with
// Retry-After and a sentence in the person's language. Another person is not held up, and a
// finished export frees its slot at once.

vi.setConfig({ testTimeout: 60_000 });

const mocks = vi.hoisted(() => ({
  client: null as UpstreamClient | null,
  db: null as DashboardDb | null,
  user: null as SessionUser | null,
  locale: "en" as "ar" | "en",
}));
vi.mock("@/lib/upstream/upstream", () => ({ upstream: () => mocks.client }));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));
vi.mock("@/lib/audit/record", () => ({
  recordAudit: async () => {},
  recordSecurityEvent: async () => {},
}));
vi.mock("@/lib/auth/request-preferences", () => ({
  getPreferences: async () => ({ locale: mocks.locale }),
}));
vi.mock("@/lib/auth/session", () => ({
  getSessionUser: async () => mocks.user,
  getApiCaller: async () => ({ user: mocks.user, address: "x", limited: null, refused: null }),
}));

const person = (id: string): SessionUser => ({
  id,
  email: `${id}@x.test`,
  name: id,
  role: "support",
});

/** Six exports by one person at once (each its own request, as six clicks would send). */
async function sixAtOnce(user: SessionUser): Promise<Response[]> {
  mocks.user = user;
  return Promise.all(Array.from({ length: 6 }, () => exportProperties("format=csv")));
}

describe.each(testDatabaseKinds())("exports running at once (%s)", (kind) => {
  let storage: TestDatabase;
  let handle: DashboardDbHandle;
  let fake: FakeUpstream;
  const arrivals: Arrival[] = [];

  beforeAll(async () => {
    storage = createTestDatabase(kind, "export_limit");
    handle = openDashboardDatabase(storage);
    mocks.db = await handle.get();
    fake = await startFakeUpstream();
    fake.handle = propertyLists(250, arrivals);
    mocks.client = fakeClient(fake);
  });
  afterAll(async () => {
    await fake?.close();
    await handle?.close();
    await storage?.cleanup();
  });

  it("runs two of a person's exports; the others answer 429 with Retry-After, in words", async () => {
    mocks.locale = "en";
    const alice = person(`alice-${kind}`);
    const answers = await sixAtOnce(alice);
    const running = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
    for (const r of refused) {
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await r.json()).toEqual({
        error: {
          code: "TOO_MANY_EXPORTS",
          message:
            "You already have 2 exports running, the most one person can run at once. Wait for one to finish, or cancel it, then try again.",
          details: { limit: 2 },
        },
      });
    }

    // Someone else's export is not held up by Alice's.
    mocks.user = person(`bob-${kind}`);
    const bob = await exportProperties("format=csv");
    expect(bob.status).toBe(200);
    await bob.text();

    // One of Alice's finishes: she may start another at once.
    const lines = (await running[0]!.text()).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(251);
    mocks.user = alice;
    const again = await exportProperties("format=csv");
    expect(again.status).toBe(200);
    await Promise.all([again.body!.cancel(), running[1]!.body!.cancel()]);
  });

  it("says so in Arabic to a person who reads Arabic", async () => {
    mocks.locale = "ar";
    const answers = await sixAtOnce(person(`salma-${kind}`));
    const refused = answers.find((r) => r.status === 429);
    expect(refused, "a refused export").toBeDefined();
    const body = (await refused!.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("TOO_MANY_EXPORTS");
    expect(body.error.message).toBe(
      "لديك عمليتا تصدير قيد التنفيذ، وهذا الحد الأقصى للشخص الواحد. انتظر حتى تنتهي إحداهما أو ألغِها، ثم حاول مرة أخرى.",
    );
    await Promise.all(answers.filter((r) => r.status === 200).map((r) => r.body!.cancel()));
  });
});
