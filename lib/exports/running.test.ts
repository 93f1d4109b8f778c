import { setTimeout as sleep } from "node:timers/promises";

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { MAX_RUNNING_EXPORTS, startExport, type RunningExport } from "./running";

// A person's running exports, as rows with a lease (PGlite, and PostgreSQL with
// TEST_DATABASE_URL, where the statements race on separate connections): two at most, however
// many start at once; a finished one frees its slot at once; a running one keeps it by renewing;
// one whose process died (no more renewals) frees it when its lease runs out, and can then
// neither renew nor free the slot another export took.

const LEASE_MS = 1_000;

describe.each(testDatabaseKinds())("running exports (%s)", (kind) => {
  let storage: TestDatabase;
  let handle: DashboardDbHandle;
  let db: DashboardDb;
  let user = 0;
  const someone = () => `user-${kind}-${++user}`;
  const start = (id: string) => startExport(db, id, { leaseMs: LEASE_MS });
  const held: RunningExport[] = [];
  const keep = (r: RunningExport | null) => (r && held.push(r), r);

  beforeAll(async () => {
    storage = createTestDatabase(kind, "running_exports");
    handle = openDashboardDatabase(storage);
    db = await handle.get();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(held.splice(0).map((r) => r.release()));
  });
  afterAll(async () => {
    await handle?.close();
    await storage?.cleanup();
  });

  it("six started at once: two run", async () => {
    const id = someone();
    const six = await Promise.all(Array.from({ length: 6 }, () => start(id).then(keep)));
    expect(six.filter(Boolean)).toHaveLength(MAX_RUNNING_EXPORTS);
    // Someone else's are their own.
    expect(keep(await start(someone()))).not.toBeNull();
  });

  it("a finished export frees its slot at once; releasing twice frees nothing more", async () => {
    const id = someone();
    const [a, b] = [keep(await start(id))!, keep(await start(id))!];
    expect(await start(id)).toBeNull();
    await a.release();
    await a.release();
    const c = keep(await start(id));
    expect(c).not.toBeNull();
    expect(await start(id)).toBeNull();
    await b.release();
  });

  it("a running export keeps its slot past its lease by renewing it", async () => {
    const id = someone();
    keep(await start(id));
    keep(await start(id));
    await sleep(LEASE_MS * 2);
    expect(await start(id)).toBeNull();
  });

  it("a killed process's slots free when their leases run out, and stay the new export's", async () => {
    const id = someone();
    // A process that stops: its renewal timers never fire again.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const dead = [await start(id), await start(id)];
    vi.useRealTimers();
    expect(dead.every(Boolean)).toBe(true);
    expect(await start(id)).toBeNull();

    await sleep(LEASE_MS + 100);
    const fresh = [keep(await start(id)), keep(await start(id))];
    expect(fresh.every(Boolean)).toBe(true);
    // Were the dead process to wake up and finish, the slots are no longer its to free.
    await Promise.all(dead.map((r) => r!.release()));
    expect(await start(id)).toBeNull();
  });
});
