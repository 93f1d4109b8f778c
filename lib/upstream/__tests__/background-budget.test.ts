import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import type { UpstreamClient } from "@/lib/upstream/client";
import { readInBackground } from "@/lib/upstream/background";
import { createBudget, type UpstreamBudget } from "@/lib/upstream/budget";
import { fakeClient, startFakeUpstream, tokenThen, type FakeUpstream } from "./fake-upstream";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";
import { exportProperties, propertyLists, type Arrival } from "@/lib/exports/__tests__/fake-lists";
import type { SliceDeps } from "@/lib/deeds/sync/slice";
import { runSlice } from "@/lib/deeds/sync/worker";
import {
  fakeUpstream,
  makeAdmin,
  newRun,
  properties,
  sliceDeps,
} from "@/lib/deeds/sync/__tests__/fakes";

// One upstream budget for every background reader, on every instance: an export (this process's
// budget) and a bulk deed sync (a budget of its own, as on another instance) running at once
// send, together, no request but in a slot of the one budget, and its slots are 1/rps apart by
// the database's clock. Judged on the slots rather than on when requests arrived, which a busy
// machine delays: each slot is noted as it is given, and no request starts before its slot.
// Then the client's part: a retry takes a slot of its own, and a person's request none.

vi.setConfig({ testTimeout: 60_000 });

const RPS = 5;
const INTERVAL = 1000 / RPS;

const mocks = vi.hoisted(() => {
  // Read by lib/env.ts when the export route first loads it.
  vi.stubEnv("UPSTREAM_BACKGROUND_RPS", "5");
  vi.stubEnv("EXPORT_UPSTREAM_RPS", "5");
  return {
    client: null as UpstreamClient | null,
    db: null as DashboardDb | null,
    user: null as SessionUser | null,
    /** Slots this process's budget gave (epoch ms, the database's clock). */
    slots: [] as number[],
    /** Awaited before this process's budget gives a second slot (see `noting`). */
    beforeSecond: null as (() => Promise<void>) | null,
  };
});
vi.mock("@/lib/upstream/upstream", () => ({ upstream: () => mocks.client }));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));
vi.mock("@/lib/upstream/budget", async (load) => {
  const real = await load<typeof import("@/lib/upstream/budget")>();
  return {
    ...real,
    backgroundBudget: () =>
      noting(real.backgroundBudget(), mocks.slots, () => mocks.beforeSecond?.()),
  };
});
vi.mock("@/lib/audit/record", () => ({
  recordAudit: async () => {},
  recordSecurityEvent: async () => {},
}));
vi.mock("@/lib/auth/request-preferences", () => ({
  getPreferences: async () => ({ locale: "en" }),
}));
vi.mock("@/lib/auth/session", () => ({
  getSessionUser: async () => mocks.user,
  getApiCaller: async () => ({ user: mocks.user, address: "x", limited: null, refused: null }),
}));

/**
 * The budget, noting each slot it gives; `beforeSecond`, when given, is awaited before every
 * slot after the first (a test's way to keep two readers under way together).
 */
function noting(
  budget: UpstreamBudget,
  slots: number[],
  beforeSecond?: () => Promise<void> | undefined,
): UpstreamBudget {
  return {
    rps: budget.rps,
    async next(signal) {
      if (slots.length > 0) await beforeSecond?.();
      const slot = await budget.next(signal);
      slots.push(slot);
      return slot;
    },
  };
}

/**
 * Every request took a slot of its own, the slots are an interval apart, and the k-th request
 * did not start before the k-th slot (so none before its own). `starts`: epoch ms.
 */
function expectWithinBudget(slots: number[], starts: number[]) {
  const taken = [...slots].sort((a, b) => a - b);
  expect(taken).toHaveLength(starts.length);
  for (const [k, slot] of taken.slice(1).entries())
    expect(slot - taken[k]!, `slots ${k} and ${k + 1}`).toBeGreaterThanOrEqual(INTERVAL - 0.1);
  const sorted = [...starts].sort((a, b) => a - b);
  for (const [k, start] of sorted.entries())
    expect(start, `request ${k}`).toBeGreaterThanOrEqual(taken[k]! - 1);
}

const epoch = (at: number) => performance.timeOrigin + at;

/** Resolves once `slots` holds a slot. */
async function hasSlot(slots: number[]) {
  while (slots.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe.each(testDatabaseKinds())("one upstream budget (%s)", (kind) => {
  let storage: TestDatabase;
  let handle: DashboardDbHandle;
  let db: DashboardDb;
  let fake: FakeUpstream;
  const arrivals: Arrival[] = [];

  beforeAll(async () => {
    storage = createTestDatabase(kind, "background_budget");
    handle = openDashboardDatabase(storage);
    db = mocks.db = await handle.get();
    fake = await startFakeUpstream();
    mocks.client = fakeClient(fake);
    mocks.user = { id: "u-export", email: "e@x.test", name: "E", role: "support" };
  });
  afterAll(async () => {
    await fake?.close();
    await handle?.close();
    await storage?.cleanup();
  });

  it("an export and a bulk deed sync at once stay within one budget", async () => {
    fake.handle = propertyLists(350, arrivals);
    arrivals.length = 0;
    mocks.slots.length = 0;
    const admin = await makeAdmin(db);
    const deeds = properties(8, 500);
    const sync = fakeUpstream(deeds);
    const run = await newRun(db, admin, { scope: "selected", deeds }, RPS);
    const syncSlots: number[] = [];
    const { deps } = sliceDeps(db, sync.upstream, { rps: RPS });
    // Each reader takes its second slot only once the other has its first: both are then under
    // way together however late a busy machine starts one of them (CI, at load 18, started the
    // sync 7 s late, after the export's last slot, and the interleaving below failed).
    mocks.beforeSecond = () => hasSlot(syncSlots);
    const syncDeps: SliceDeps = {
      ...deps,
      budget: noting(deps.budget, syncSlots, () => hasSlot(mocks.slots)),
    };

    const [file] = await Promise.all([
      exportProperties("format=csv").then((r) => r.text()),
      runSlice(run.id, syncDeps),
    ]);
    expect(file.split("\r\n").filter(Boolean)).toHaveLength(351);
    expect(sync.syncs).toHaveLength(8);
    // The export's regions and four pages of properties, each in a slot of this process.
    expect(arrivals).toHaveLength(5);
    expect(mocks.slots).toHaveLength(5);
    // Both readers were under way together: their slots interleave.
    expect(Math.min(...syncSlots)).toBeLessThan(Math.max(...mocks.slots));
    expect(Math.min(...mocks.slots)).toBeLessThan(Math.max(...syncSlots));

    mocks.beforeSecond = null;
    expectWithinBudget(
      [...mocks.slots, ...syncSlots],
      [...arrivals.map((a) => epoch(a.at)), ...sync.syncs.map((s) => epoch(s.at))],
    );
  });

  it("a GET retried takes a slot for each attempt; a person's request takes none", async () => {
    let refusals = 1;
    fake.handle = tokenThen(() =>
      refusals-- > 0 ? { status: 503, json: {} } : { json: { data: [], meta: {} } },
    );
    fake.requests.length = 0;
    const slots: number[] = [];
    const budget = noting(createBudget(db, 50), slots);
    const client = fakeClient(fake);
    const signal = new AbortController().signal;
    await readInBackground(budget, signal, () => client.request({ method: "GET", path: "/x" }));
    expect(fake.requests.filter((r) => r.path === "/tenant/v1/x")).toHaveLength(2);
    expect(slots).toHaveLength(2);

    await client.request({ method: "GET", path: "/x" });
    expect(slots).toHaveLength(2);
  });

  it("a retry that gets no slot (the work stopped) is not sent: the attempt before it stands", async () => {
    fake.handle = tokenThen(() => ({ status: 503, json: {} }));
    fake.requests.length = 0;
    const stop = new AbortController();
    const budget = createBudget(db, 50);
    const stopping: UpstreamBudget = {
      rps: budget.rps,
      next: async (signal) => {
        const slot = await budget.next(signal);
        stop.abort(new Error("stopped")); // the work stops once its first request is sent
        return slot;
      },
    };
    const client = fakeClient(fake);
    const call = readInBackground(stopping, stop.signal, () =>
      client.request({ method: "GET", path: "/x" }),
    );
    await expect(call).rejects.toMatchObject({ kind: "status", status: 503 });
    expect(fake.requests.filter((r) => r.path === "/tenant/v1/x")).toHaveLength(1);
  });
});
