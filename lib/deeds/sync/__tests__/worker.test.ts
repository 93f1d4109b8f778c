import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { users } from "@/lib/auth/tables";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";
import { eq } from "drizzle-orm";

import { countsOf, getRun, listItems, moveRun } from "@/lib/deeds/sync/store";
import type { SliceDeps } from "@/lib/deeds/sync/slice";
import type { UpstreamBudget } from "@/lib/upstream/budget";
import { runSlice } from "@/lib/deeds/sync/worker";
import { FAILURES, fakeUpstream, makeAdmin, newRun, properties, sliceDeps } from "./fakes";

// The job's slice on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): each deed
// synced once, in order, at the pace; pause, cancel and shutdown stop it between deeds; a run
// picked up again goes on where it stopped; two workers on one run never sync a deed twice.

vi.setConfig({ testTimeout: 60_000 });

describe.each(testDatabaseKinds())("bulk sync worker (%s)", (kind) => {
  let storage: TestDatabase;
  let handle: DashboardDbHandle;
  let db: DashboardDb;
  let admin: SessionUser;

  beforeAll(async () => {
    storage = createTestDatabase(kind, "deed_sync_worker");
    handle = openDashboardDatabase(storage);
    db = await handle.get();
    admin = await makeAdmin(db);
  });
  afterAll(async () => {
    await handle?.close();
    await storage?.cleanup();
  });

  it("syncs picked deeds once each, in order, records what changed, audits each, finishes", async () => {
    const list = properties(5);
    const fake = fakeUpstream(list);
    const run = await newRun(db, admin, { scope: "selected", deeds: list });
    const { deps, audits } = sliceDeps(db, fake.upstream);
    expect(await runSlice(run.id, deps)).toEqual({ next: "idle" });

    expect(fake.syncs.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    const done = await getRun(db, run.id);
    expect(done).toMatchObject({ status: "done" });
    expect(done!.startedAt).toBeInstanceOf(Date);
    expect(done!.finishedAt).toBeInstanceOf(Date);
    expect((await countsOf(db, [run.id])).get(run.id)).toMatchObject({
      total: 5,
      changed: 1, // property 3 drifted from the registry
      unchanged: 4,
      pending: 0,
      failed: 0,
    });
    const { rows } = await listItems(db, run.id, { page: 1, pageSize: 10, state: "changed" });
    expect(rows.map((r) => [r.propertyId, r.changes])).toEqual([
      [3, [{ field: "property_name", from: "Property 3", to: "New" }]],
    ]);
    expect(rows[0]!.syncedAt).toBeInstanceOf(Date);
    expect(audits.map((a) => [a.propertyId, a.status, a.details])).toEqual(
      list.map((p) => [p.id, 200, { run: run.id, changes: p.id === 3 ? 1 : 0 }]),
    );
    // One request id per deed, the same upstream and in the audit log.
    expect(fake.syncs[0]!.requestId).toBe(`sync-${run.id}-0`);
    expect(audits[0]!.requestId).toBe(`sync-${run.id}-0`);
    // A finished run is not run again.
    expect(await runSlice(run.id, deps)).toEqual({ next: "idle" });
    expect(fake.syncs).toHaveLength(5);
  });

  it("starts no request before its slot, and takes slots 1/rps apart", async () => {
    const list = properties(6, 100);
    const fake = fakeUpstream(list);
    const run = await newRun(db, admin, { scope: "selected", deeds: list }, 10);
    const slots: number[] = [];
    await runSlice(run.id, notingSlots(sliceDeps(db, fake.upstream, { rps: 10 }).deps, slots));
    expect(slots).toHaveLength(6);
    expect(expectPace(slots, fake.syncs)).toHaveLength(6);
  });

  it("keeps the pace where requests arrive, also when the first waits for a token", async () => {
    const list = properties(4, 100);
    const fake = fakeUpstream(list);
    fake.token.ms = 300; // a token fetched after a restart
    const run = await newRun(db, admin, { scope: "selected", deeds: list }, 10);
    const slots: number[] = [];
    await runSlice(run.id, notingSlots(sliceDeps(db, fake.upstream, { rps: 10 }).deps, slots));
    expect(slots).toHaveLength(4);
    const starts = expectPace(slots, fake.syncs);
    // The token came before the first slot was taken, not between the slot and the request
    // (which put the first request less than a pace interval before the second).
    for (const [k, start] of starts.entries()) expect(start - slots[k]!).toBeLessThan(300);
  });

  it("lists the stale deeds page by page (never-synced and old ones), then syncs them", async () => {
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    const fresh = new Date().toISOString();
    const list = properties(230, 1000).map((p, i) => ({
      ...p,
      synced_at: i % 10 === 0 ? fresh : i % 2 ? old : null,
    }));
    const fake = fakeUpstream(list);
    const run = await newRun(db, admin, { scope: "stale", days: 30 });
    await runSlice(run.id, sliceDeps(db, fake.upstream, { rps: 100 }).deps);
    const stale = list.filter((p) => p.synced_at !== fresh).map((p) => p.id);
    expect(stale).toHaveLength(207);
    expect(fake.syncs.map((s) => s.id)).toEqual(stale);
    expect(await getRun(db, run.id)).toMatchObject({
      status: "done",
      listed: true,
      listedPages: 3,
    });
  });

  it("stops between deeds when paused, and goes on from the next deed when resumed", async () => {
    const list = properties(6, 2000);
    const fake = fakeUpstream(list);
    const run = await newRun(db, admin, { scope: "selected", deeds: list });
    fake.hooks.onSync = async (_id, n) => {
      if (n === 2) await moveRun(db, run.id, ["running"], "paused");
    };
    const { deps } = sliceDeps(db, fake.upstream);
    expect(await runSlice(run.id, deps)).toEqual({ next: "idle" });
    // The deed in hand when the pause came was finished; nothing after it was sent.
    expect(fake.syncs.map((s) => s.id)).toEqual([2000, 2001]);
    expect((await countsOf(db, [run.id])).get(run.id)).toMatchObject({ pending: 4, syncing: 0 });
    // A paused run given to a worker does nothing.
    expect(await runSlice(run.id, deps)).toEqual({ next: "idle" });
    expect(fake.syncs).toHaveLength(2);

    fake.hooks.onSync = undefined;
    await moveRun(db, run.id, ["paused"], "running");
    await runSlice(run.id, deps);
    expect(fake.syncs.map((s) => s.id)).toEqual(list.map((p) => p.id));
    expect((await getRun(db, run.id))?.status).toBe("done");
  });

  it("a cancelled run leaves the rest pending and is never picked up again", async () => {
    const list = properties(5, 3000);
    const fake = fakeUpstream(list);
    const run = await newRun(db, admin, { scope: "selected", deeds: list });
    fake.hooks.onSync = async (_id, n) => {
      if (n === 3) await moveRun(db, run.id, ["running", "paused"], "cancelled");
    };
    const { deps } = sliceDeps(db, fake.upstream);
    await runSlice(run.id, deps);
    await runSlice(run.id, deps);
    expect(fake.syncs).toHaveLength(3);
    expect((await getRun(db, run.id))?.status).toBe("cancelled");
    expect((await countsOf(db, [run.id])).get(run.id)).toMatchObject({ pending: 2, unchanged: 2 });
  });

  it("on shutdown finishes the deed in hand and hands on; the next worker syncs the rest once", async () => {
    const list = properties(7, 4000);
    const fake = fakeUpstream(list);
    const run = await newRun(db, admin, { scope: "selected", deeds: list });
    const shutdown = new AbortController();
    fake.hooks.onSync = (_id, n) => {
      if (n === 3) shutdown.abort();
    };
    const first = sliceDeps(db, fake.upstream, { signal: shutdown.signal }).deps;
    expect(await runSlice(run.id, first)).toEqual({ next: "continue", delayMs: 0 });
    expect((await countsOf(db, [run.id])).get(run.id)).toMatchObject({ pending: 4, syncing: 0 });
    expect((await getRun(db, run.id))?.status).toBe("running");

    fake.hooks.onSync = undefined;
    await runSlice(run.id, sliceDeps(db, fake.upstream).deps);
    expect([...fake.syncCounts().values()]).toEqual(list.map(() => 1));
    expect((await getRun(db, run.id))?.status).toBe("done");
  });

  it("hands a run on when its slice's time is up", async () => {
    const list = properties(4, 5000);
    const fake = fakeUpstream(list);
    const run = await newRun(db, admin, { scope: "selected", deeds: list }, 20);
    const { deps } = sliceDeps(db, fake.upstream, { rps: 20, sliceMs: 60 });
    // Four deeds at 20 a second take 150 ms: more than one slice of 60 ms, whatever the timing.
    let slices = 0;
    while (slices < 20) {
      slices++;
      if ((await runSlice(run.id, deps)).next === "idle") break;
    }
    expect(slices).toBeGreaterThan(1);
    expect([...fake.syncCounts().values()]).toEqual([1, 1, 1, 1]);
  });

  it("two workers on one run never sync a deed twice, and together keep the pace", async () => {
    const list = properties(12, 6000);
    const fake = fakeUpstream(list);
    const run = await newRun(db, admin, { scope: "selected", deeds: list }, 10);
    // Two workers as two instances would be: each its own budget, one database. Each notes the
    // slots its budget gave.
    const slots: number[] = [];
    const worker = () => notingSlots(sliceDeps(db, fake.upstream, { rps: 10 }).deps, slots);
    const [a, b] = [worker(), worker()];
    await Promise.all([runSlice(run.id, a), runSlice(run.id, b)]);
    // When both reach the end while the other's last deed is in flight, each leaves the run to a
    // later slice, which finishes it.
    for (let slice = 0; slice < 5; slice++) if ((await runSlice(run.id, a)).next === "idle") break;
    expect((await getRun(db, run.id))?.status).toBe("done");
    expect([...fake.syncCounts().entries()].sort(([x], [y]) => x - y)).toEqual(
      list.map((p) => [p.id, 1]),
    );
    expect(slots.length).toBeGreaterThanOrEqual(list.length);
    expectPace(slots, fake.syncs);
  });

  it("records failures with their error, and fails a run whose admin may no longer sync", async () => {
    const list = properties(3, 7000);
    const fake = fakeUpstream(list);
    fake.failures.set(7001, FAILURES.notFound);
    const run = await newRun(db, admin, { scope: "selected", deeds: list });
    const { deps, audits } = sliceDeps(db, fake.upstream);
    await runSlice(run.id, deps);
    const { rows } = await listItems(db, run.id, { page: 1, pageSize: 10, state: "failed" });
    expect(rows.map((r) => [r.propertyId, r.error])).toEqual([[7001, FAILURES.notFound.error]]);
    expect(audits.find((a) => a.propertyId === 7001)).toMatchObject({
      status: 404,
      details: { error: "NOT_FOUND" },
    });
    expect((await getRun(db, run.id))?.status).toBe("done");

    const demoted = await makeAdmin(db);
    const later = await newRun(db, demoted, { scope: "selected", deeds: properties(1, 7100) });
    await db.update(users).set({ role: "manager" }).where(eq(users.id, demoted.id));
    await runSlice(later.id, deps);
    expect(await getRun(db, later.id)).toMatchObject({
      status: "failed",
      error: { code: "REQUESTER_NOT_ALLOWED" },
    });
  });

  it("keeps a deed upstream refused unsent (too many requests) pending, and backs off", async () => {
    const list = properties(3, 8000);
    const fake = fakeUpstream([...list, ...properties(2, 8100)]);
    fake.failures.set(8001, FAILURES.tooMany);
    const run = await newRun(db, admin, { scope: "selected", deeds: list });
    const { deps } = sliceDeps(db, fake.upstream);
    expect(await runSlice(run.id, deps)).toMatchObject({ next: "continue", delayMs: 15_000 });
    expect((await countsOf(db, [run.id])).get(run.id)).toMatchObject({ unchanged: 1, pending: 2 });
    fake.failures.delete(8001);
    await runSlice(run.id, deps);
    expect(fake.syncs.map((s) => s.id)).toEqual([8000, 8001, 8001, 8002]);
    // A timeout may have synced it: failed, never sent again, and the run waits before the next.
    const other = await newRun(db, admin, { scope: "selected", deeds: properties(2, 8100) });
    fake.failures.set(8100, FAILURES.timeout);
    expect(await runSlice(other.id, deps)).toMatchObject({ next: "continue" });
    await runSlice(other.id, deps);
    expect(fake.syncs.filter((s) => s.id === 8100)).toHaveLength(1);
    expect((await countsOf(db, [other.id])).get(other.id)).toMatchObject({
      failed: 1,
      unchanged: 1,
    });
  });
});

/** The deps with a budget that notes each slot it gives out (epoch ms, the database's clock). */
function notingSlots(deps: SliceDeps, slots: number[]): SliceDeps {
  const next: UpstreamBudget["next"] = async (signal) => {
    const slot = await deps.budget.next(signal);
    slots.push(slot);
    return slot;
  };
  return { ...deps, budget: { rps: deps.budget.rps, next } };
}

/**
 * The pace, judged by the database's clock rather than by when requests arrived (a loaded
 * machine delays some, which shortens the gap after them): the slots are 100 ms apart, and no
 * request starts before its slot, so the k-th request never starts before the k-th slot.
 * Answers the requests' start times (epoch ms), in order.
 */
function expectPace(slots: number[], syncs: { at: number }[]): number[] {
  const sorted = (times: number[]) => [...times].sort((x, y) => x - y);
  const taken = sorted(slots);
  for (const [k, slot] of taken.slice(1).entries())
    expect(slot - taken[k]!).toBeGreaterThanOrEqual(99.9);
  const starts = sorted(syncs.map((s) => performance.timeOrigin + s.at));
  for (const [k, start] of starts.entries()) expect(start).toBeGreaterThanOrEqual(taken[k]! - 1);
  return starts;
}
