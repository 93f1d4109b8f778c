import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { syncRunItems } from "@/lib/deeds/sync/tables";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { claimNext, countsOf, createRun, listItems } from "@/lib/deeds/sync/store";
import { runSlice } from "@/lib/deeds/sync/worker";
import { asItems, fakeUpstream, makeAdmin, newRun, properties, sliceDeps } from "./fakes";

// A worker that died mid-request (a killed process, a lost machine) leaves its deed `syncing`.
// The next worker must not send it again on a guess: it reads the deed, and sends it only if
// upstream shows it was not synced; otherwise it records it, and without a way to tell, fails it.

vi.setConfig({ testTimeout: 60_000 });

describe.each(testDatabaseKinds())("a run picked up after a crash (%s)", (kind) => {
  let storage: TestDatabase;
  let handle: DashboardDbHandle;
  let db: DashboardDb;
  let admin: SessionUser;

  beforeAll(async () => {
    storage = createTestDatabase(kind, "deed_sync_recover");
    handle = openDashboardDatabase(storage);
    db = await handle.get();
    admin = await makeAdmin(db);
  });
  afterAll(async () => {
    await handle?.close();
    await storage?.cleanup();
  });

  /** Claims the first deed as a worker would, then "dies": its claim is `minutesAgo` old. */
  async function crashOnFirst(runId: string, minutesAgo: number) {
    const item = await claimNext(db, runId);
    await db
      .update(syncRunItems)
      .set({ attemptedAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(and(eq(syncRunItems.runId, runId), eq(syncRunItems.seq, item!.seq)));
    return item!;
  }

  it("sends a deed again only when upstream shows the interrupted request did not sync it", async () => {
    const list = properties(3, 1);
    const fake = fakeUpstream(list);
    const run = await newRun(db, admin, { scope: "selected", deeds: list });
    await crashOnFirst(run.id, 10);
    // Upstream still says "never synced": the request never took effect.
    await runSlice(run.id, sliceDeps(db, fake.upstream).deps);
    expect(fake.reads).toEqual([list[0]!.document_number]);
    expect([...fake.syncCounts().values()]).toEqual([1, 1, 1]);
    // Property 3 differs from the registry.
    expect((await countsOf(db, [run.id])).get(run.id)).toMatchObject({
      unchanged: 2,
      changed: 1,
      pending: 0,
    });
  });

  it("records a deed synced by the interrupted request as synced, without sending it", async () => {
    const list = properties(2, 10);
    const fake = fakeUpstream(list);
    const run = await newRun(db, admin, { scope: "selected", deeds: list });
    await crashOnFirst(run.id, 10);
    // The request reached upstream before the worker died.
    fake.byId.get(10)!.synced_at = new Date().toISOString();
    const { deps, audits } = sliceDeps(db, fake.upstream);
    await runSlice(run.id, deps);
    expect(fake.syncs.map((s) => s.id)).toEqual([11]);
    const { rows } = await listItems(db, run.id, { page: 1, pageSize: 10, state: "synced" });
    expect(rows.map((r) => [r.propertyId, r.changes])).toEqual([[10, null]]);
    expect(audits[0]).toMatchObject({ propertyId: 10, details: { recovered: true } });
  });

  it("fails, unsent, a deed whose synced_at was not known when the run began", async () => {
    const list = properties(2, 20);
    const fake = fakeUpstream(list);
    const items = asItems(list).map((item) => ({ ...item, previousSyncedAt: undefined }));
    const run = await createRun(
      db,
      {
        id: crypto.randomUUID(),
        requestedBy: admin.id,
        requestedByEmail: admin.email,
        scope: "selected",
        staleDays: null,
        staleBefore: null,
        rps: 50,
      },
      items,
    );
    await crashOnFirst(run.id, 10);
    await runSlice(run.id, sliceDeps(db, fake.upstream).deps);
    expect(fake.syncs.map((s) => s.id)).toEqual([21]);
    expect(fake.reads).toEqual([]);
    const { rows } = await listItems(db, run.id, { page: 1, pageSize: 10, state: "failed" });
    expect(rows.map((r) => [r.propertyId, r.error?.code])).toEqual([[20, "SYNC_INTERRUPTED"]]);
  });

  it("leaves a recent claim alone (its worker may still be waiting for the answer)", async () => {
    const list = properties(2, 30);
    const fake = fakeUpstream(list);
    const run = await newRun(db, admin, { scope: "selected", deeds: list });
    await crashOnFirst(run.id, 0);
    const result = await runSlice(run.id, sliceDeps(db, fake.upstream).deps);
    expect(result).toEqual({ next: "continue", delayMs: 60_000 });
    expect(fake.syncs.map((s) => s.id)).toEqual([31]);
    expect(fake.reads).toEqual([]);
    expect((await countsOf(db, [run.id])).get(run.id)).toMatchObject({ syncing: 1, unchanged: 1 });
  });
});
