import type { PGlite } from "@electric-sql/pglite";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { createSyncEngine, type EngineStore, type SyncEngine } from "@/lib/deeds/sync/engine";
import { getRun } from "@/lib/deeds/sync/store";
import { fakeUpstream, makeAdmin, newRun, properties, sliceDeps } from "./fakes";

// pg-boss itself, on PGlite (through our PGlite instance) and on PostgreSQL (its own pool on the
// same database): runs go to the end through many short slices; two engines (two instances) on
// one database share the work and never run two slices of one run at once; an engine stopped
// mid-run hands it on, and one that starts takes up runs that were left running.

vi.setConfig({ testTimeout: 120_000 });

type Line = { msg: string; runId?: string; engine: string; time: number };

describe.each(testDatabaseKinds())("job engine (%s)", (kind) => {
  let storage: TestDatabase;
  let handle: DashboardDbHandle;
  let db: DashboardDb;
  let admin: SessionUser;
  const lines: Line[] = [];
  const running: SyncEngine[] = [];

  beforeAll(async () => {
    storage = createTestDatabase(kind, "deed_sync_engine");
    handle = openDashboardDatabase(storage);
    db = await handle.get();
    admin = await makeAdmin(db);
  });
  afterAll(async () => {
    for (const engine of running) await engine.stop(2_000);
    await handle?.close();
    await storage?.cleanup();
  });

  const store = (): EngineStore =>
    kind === "pglite"
      ? { kind, client: (db as unknown as { $client: PGlite }).$client }
      : { kind, url: storage.url!, schema: `${storage.pgSchema}_jobs` };

  async function startEngine(
    name: string,
    upstream: ReturnType<typeof fakeUpstream>["upstream"],
    options: { rps: number; sliceMs: number },
  ) {
    const { deps } = sliceDeps(db, upstream, options);
    const { db: _db, budget: _budget, signal: _signal, ...slice } = deps;
    const log = pino(
      { level: "debug", base: { engine: name }, timestamp: () => `,"time":${Date.now()}` },
      { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
    );
    const engine = createSyncEngine({
      db,
      store: store(),
      rps: options.rps,
      slice,
      log,
      pollingIntervalSeconds: 0.5,
    });
    await engine.start();
    running.push(engine);
    return engine;
  }

  async function until(what: () => Promise<boolean>, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await what())) {
      if (Date.now() > deadline) throw new Error("timed out");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const isDone = (runId: string) => async () => (await getRun(db, runId))?.status === "done";

  it("two engines share runs slice by slice, never one run twice at once, each deed once", async () => {
    const lists = [properties(8, 100), properties(8, 200), properties(8, 300)];
    const fake = fakeUpstream(lists.flat());
    const options = { rps: 25, sliceMs: 150 };
    const a = await startEngine("a", fake.upstream, options);
    await startEngine("b", fake.upstream, options);
    const runs = [];
    for (const deeds of lists) runs.push(await newRun(db, admin, { scope: "selected", deeds }));
    for (const run of runs) await a.enqueue(run.id);
    for (const run of runs) await until(isDone(run.id));

    expect([...fake.syncCounts().values()]).toEqual(lists.flat().map(() => 1));
    for (const run of runs) {
      const slices = lines.filter(
        (l) => l.runId === run.id && l.msg.startsWith("deed sync: slice"),
      );
      // Begin, end, begin, end, … in time order, whichever engine: never two at once.
      expect(slices.length).toBeGreaterThan(2);
      expect(slices.map((l) => l.msg)).toEqual(
        slices.map((_, i) => (i % 2 ? "deed sync: slice ends" : "deed sync: slice begins")),
      );
      for (let i = 1; i < slices.length; i += 2)
        expect(slices[i]!.engine).toBe(slices[i - 1]!.engine);
    }
    const engines = new Set(
      lines.filter((l) => l.msg === "deed sync: slice begins").map((l) => l.engine),
    );
    expect(engines).toEqual(new Set(["a", "b"]));
    for (const engine of running.splice(0)) await engine.stop(5_000);
  });

  it("a stopped engine hands its run on; an engine that starts takes up runs left running", async () => {
    const list = properties(10, 400);
    const fake = fakeUpstream(list);
    const run = await newRun(db, admin, { scope: "selected", deeds: list });
    const first = await startEngine("first", fake.upstream, { rps: 10, sliceMs: 60_000 });
    let stopping: Promise<void> | null = null;
    fake.hooks.onSync = (_id, n) => {
      if (n === 4) stopping = first.stop(10_000);
    };
    await first.enqueue(run.id);
    await until(async () => stopping !== null);
    await stopping;
    // The deed in hand was finished; the run waits for a worker.
    expect(fake.syncs).toHaveLength(4);
    expect((await getRun(db, run.id))?.status).toBe("running");

    fake.hooks.onSync = undefined;
    // Also a run nobody queued (its instance died before it could): found at start.
    const orphan = await newRun(db, admin, { scope: "selected", deeds: properties(3, 500) });
    const orphanFake = fakeUpstream(properties(3, 500));
    const both = fakeUpstream([]);
    both.upstream.sync = (user, requestId, id) =>
      (id >= 500 ? orphanFake : fake).upstream.sync(user, requestId, id);
    await startEngine("second", both.upstream, { rps: 10, sliceMs: 60_000 });
    await until(isDone(run.id));
    await until(isDone(orphan.id));
    expect([...fake.syncCounts().values()]).toEqual(list.map(() => 1));
    expect([...orphanFake.syncCounts().values()]).toEqual([1, 1, 1]);
  });
});
