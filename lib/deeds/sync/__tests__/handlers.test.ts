import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { auditListQuerySchema } from "@/lib/users/audit-schemas";
import { listAudit } from "@/lib/users/audit-log";
import type { SessionUser } from "@/lib/auth/session-user";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { startSyncRunSchema, type SyncItem, type SyncRun } from "@/lib/deeds/sync/schemas";
import { claimNext, finishItem } from "@/lib/deeds/sync/store";
import { makeAdmin } from "./fakes";

// The handlers behind /api/deed-sync/runs: what an admin's clicks do to a run, what they read
// back, and the audit rows. The job engine is replaced by a recorder of what was queued.

vi.setConfig({ testTimeout: 60_000 });

const mocks = vi.hoisted(() => ({ db: null as DashboardDb | null, queued: [] as string[] }));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));
vi.mock("../instance", () => ({
  syncEngine: async () => ({ enqueue: async (id: string) => void mocks.queued.push(id) }),
}));

const { controlResponse, getRunResponse, listItemsResponse, listRunsResponse, startRunResponse } =
  await import("@/lib/deeds/sync/handlers");

const req = new NextRequest("http://localhost/api/deed-sync/runs");
type Body<T> = { data: T; meta: { pagination?: { total: number } } };
const read = async <T>(res: Response) => (await res.json()) as Body<T>;

describe.each(testDatabaseKinds())("bulk sync endpoints (%s)", (kind) => {
  let storage: TestDatabase;
  let handle: DashboardDbHandle;
  let admin: SessionUser;
  const args = () => ({ req, user: admin, requestId: "req-1" });

  beforeAll(async () => {
    storage = createTestDatabase(kind, "deed_sync_routes");
    handle = openDashboardDatabase(storage);
    mocks.db = await handle.get();
    admin = await makeAdmin(mocks.db);
  });
  afterAll(async () => {
    await handle?.close();
    await storage?.cleanup();
  });

  const start = (body: unknown) =>
    startRunResponse({
      ...args(),
      params: undefined,
      query: undefined,
      body: startSyncRunSchema.parse(body),
    });
  const control = (what: "pause" | "resume" | "cancel", id: string) =>
    controlResponse(what)({ ...args(), params: { id }, query: undefined, body: undefined });
  const audit = async (action: string) =>
    (await listAudit(mocks.db!, auditListQuerySchema.parse({ action }))).rows;

  it("starts a run of picked deeds: 201, queued, its deeds pending, audited", async () => {
    const res = await start({
      scope: "selected",
      deeds: [
        { id: 4, document_number: "310000000004", property_name: "Four", synced_at: null },
        { id: 9, document_number: "310000000009", property_name: "Nine" },
      ],
    });
    expect(res.status).toBe(201);
    const { data: run } = await read<SyncRun>(res);
    expect(run).toMatchObject({
      status: "queued",
      scope: "selected",
      requestedBy: admin.id,
      listed: true,
      counts: { total: 2, pending: 2 },
    });
    expect(mocks.queued).toContain(run.id);
    const [entry] = await audit("deed-sync.start");
    expect(entry).toMatchObject({ targetId: run.id, status: 201, details: { deeds: 2 } });

    const items = await listItemsResponse({
      ...args(),
      params: { id: run.id },
      query: { page: 1, pageSize: 25 },
      body: undefined,
    });
    const { data } = await read<SyncItem[]>(items);
    expect(data.map((i) => [i.propertyId, i.documentNumber, i.state])).toEqual([
      [4, "310000000004", "pending"],
      [9, "310000000009", "pending"],
    ]);
  });

  it("refuses bodies the rules refuse", () => {
    for (const body of [
      { scope: "selected", deeds: [] },
      { scope: "stale", days: 0 },
      { scope: "stale", days: 4000 },
      { scope: "everything" },
      { scope: "selected", deeds: [{ id: "x", document_number: "1" }] },
    ])
      expect(startSyncRunSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    expect(startSyncRunSchema.parse({ scope: "stale", days: "٣٠" })).toEqual({
      scope: "stale",
      days: 30,
    });
  });

  it("one run of all stale deeds at a time: a second is refused until the first ends", async () => {
    const first = await start({ scope: "stale", days: 30 });
    expect(first.status).toBe(201);
    const { data: run } = await read<SyncRun>(first);
    expect(run).toMatchObject({ scope: "stale", staleDays: 30, listed: false });
    expect(Date.parse(run.staleBefore!)).toBeLessThan(Date.now() - 29 * 86_400_000);
    const second = await start({ scope: "stale", days: 7 });
    expect(second.status).toBe(409);
    expect((await control("pause", run.id)).status).toBe(200);
    expect((await start({ scope: "stale", days: 7 })).status).toBe(409);
    expect((await control("cancel", run.id)).status).toBe(200);
    expect((await start({ scope: "stale", days: 7 })).status).toBe(201);
  });

  it("pauses, resumes (queued again) and cancels; refuses what the run's state does not allow", async () => {
    const { data: run } = await read<SyncRun>(
      await start({ scope: "selected", deeds: [{ id: 1, document_number: "1" }] }),
    );
    expect((await control("resume", run.id)).status).toBe(409);
    const paused = await read<SyncRun>(await control("pause", run.id));
    expect(paused.data.status).toBe("paused");
    mocks.queued.length = 0;
    const resumed = await read<SyncRun>(await control("resume", run.id));
    expect(resumed.data.status).toBe("running");
    expect(mocks.queued).toEqual([run.id]);
    const cancelled = await read<SyncRun>(await control("cancel", run.id));
    expect(cancelled.data).toMatchObject({ status: "cancelled", finishedAt: expect.any(String) });
    const again = await control("cancel", run.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: "CONFLICT" } });
    const missing = await control("pause", crypto.randomUUID());
    expect(missing.status).toBe(404);
    expect((await audit("deed-sync.cancel")).map((e) => e.status).sort()).toEqual([200, 200, 409]);
  });

  it("reads a run's progress and its deeds by state; lists runs newest first", async () => {
    const { data: run } = await read<SyncRun>(
      await start({
        scope: "selected",
        deeds: [
          { id: 21, document_number: "21" },
          { id: 22, document_number: "22" },
        ],
      }),
    );
    const changes = [{ field: "owner_id", from: "1", to: "2" }];
    const first = await claimNext(mocks.db!, run.id);
    await finishItem(mocks.db!, run.id, first!.seq, {
      state: "changed",
      changes,
      syncedAt: new Date().toISOString(),
    });
    const got = await read<SyncRun>(
      await getRunResponse({
        ...args(),
        params: { id: run.id },
        query: undefined,
        body: undefined,
      }),
    );
    expect(got.data.counts).toMatchObject({ total: 2, changed: 1, pending: 1 });
    const changed = await read<SyncItem[]>(
      await listItemsResponse({
        ...args(),
        params: { id: run.id },
        query: { page: 1, pageSize: 25, state: "changed" },
        body: undefined,
      }),
    );
    expect(changed.data).toEqual([
      expect.objectContaining({ propertyId: 21, changes, syncedAt: expect.any(String) }),
    ]);
    const list = await read<SyncRun[]>(
      await listRunsResponse({
        ...args(),
        params: undefined,
        query: { page: 1, pageSize: 2 },
        body: undefined,
      }),
    );
    expect(list.data[0]!.id).toBe(run.id);
    expect(list.meta.pagination!.total).toBeGreaterThan(2);
    const unknown = await getRunResponse({
      ...args(),
      params: { id: crypto.randomUUID() },
      query: undefined,
      body: undefined,
    });
    expect(unknown.status).toBe(404);
  });
});
