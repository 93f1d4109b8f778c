import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { addDays } from "@/lib/rental/contract-period";
import { recordNotice } from "@/lib/rent-roll/follow-ups";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { dueFor } from "../due";
import { channelOf, createHub, type Hub } from "../hub";
import { saveSettings, DEFAULT_SETTINGS } from "../settings";
import { listNotifications, unreadCount } from "../store";
import { sweepEveryone, sweepIfDue, sweepPerson } from "../sweep";
import { lease, person, TODAY } from "./fixtures";

vi.setConfig({ testTimeout: 60_000 });

// The time-based items (due.ts, sweep.ts) on PGlite, and on PostgreSQL with TEST_DATABASE_URL:
// each kind by its rule and threshold, one item per fact however often the sweep runs, kinds by
// role (support is not told to decide or chase rent), kinds turned off, and the day's claim.

describe.each(testDatabaseKinds())("notifications: the sweep (%s)", (kind) => {
  let storage: TestDatabase;
  let handle: DashboardDbHandle;
  let db: DashboardDb;
  let hub: Hub;
  const told: string[] = [];

  beforeAll(async () => {
    storage = createTestDatabase(kind, "notify_sweep");
    handle = openDashboardDatabase(storage);
    db = await handle.get();
    hub = createHub({ url: storage.url, channel: channelOf(storage.pgSchema ?? "pglite") });
    // Overdue since 2026-10-01 (monthly from then: 10-01 and 11-01 unpaid), decision 2026-12-01.
    await lease(db, 1, "2026-10-01", { endDate: "2026-12-20", decisionDate: "2026-12-01" });
    // Starts in the future: nothing owed; ends in 200 days, decides in 100.
    await lease(db, 2, "2026-12-01", {
      endDate: addDays(TODAY, 200),
      decisionDate: addDays(TODAY, 100),
    });
  }, 120_000);
  afterAll(async () => {
    await hub?.close();
    await handle?.close();
    await storage?.cleanup();
  });

  const kindsOf = async (userId: string) =>
    (await listNotifications(db, userId, { page: 1, pageSize: 100, order: "newest" })).rows
      .map((r) => `${r.kind}:${r.subjectId}`)
      .sort();

  it("finds what needs a manager, by rule and threshold, most urgent first", async () => {
    const due = await dueFor(db, { role: "manager", settings: DEFAULT_SETTINGS }, TODAY);
    expect(due.map((d) => `${d.kind}:${d.subjectId}`)).toEqual([
      "instalment_overdue:1",
      "notice_deadline:1",
      "contract_ending:1",
    ]);
    const overdue = due[0]!.details;
    expect(overdue).toMatchObject({
      kind: "instalment_overdue",
      dueDate: "2026-10-01",
      amount: 800_000, // SAR 12,000 over three months: two of SAR 4,000 overdue
      tenant: "Tenant 1",
      // The property's record number too: it names a property without a name.
      unit: { property_id: 7, property_name: "Tower", unit_number: "U-1" },
    });
    // A wider threshold reaches contract 2.
    const wide = await dueFor(
      db,
      { role: "manager", settings: { ...DEFAULT_SETTINGS, noticeDays: 120, endingDays: 180 } },
      TODAY,
    );
    expect(wide.filter((d) => d.subjectId === "2").map((d) => d.kind)).toEqual(["notice_deadline"]);
  });

  it("support is told of contracts ending only", async () => {
    const due = await dueFor(db, { role: "support", settings: DEFAULT_SETTINGS }, TODAY);
    expect(due.map((d) => d.kind)).toEqual(["contract_ending"]);
  });

  it("one item per fact and person, however often the sweep runs", async () => {
    const manager = await person(db, "manager");
    const unsubscribe = await hub.subscribe(manager.id, () => told.push(manager.id));
    expect(await sweepPerson(db, hub, manager, TODAY)).toBe(3);
    await vi.waitFor(() => expect(told).toEqual([manager.id]));
    expect(await sweepPerson(db, hub, manager, TODAY)).toBe(0);
    await Promise.all([sweepPerson(db, hub, manager, TODAY), sweepEveryone(db, hub, TODAY)]);
    expect(await kindsOf(manager.id)).toEqual([
      "contract_ending:1",
      "instalment_overdue:1",
      "notice_deadline:1",
    ]);
    expect(await unreadCount(db, manager.id)).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(told).toEqual([manager.id]); // nothing new, nobody told again
    unsubscribe();
  });

  it("a kind turned off is not made; thresholds are the person's", async () => {
    const admin = await person(db, "admin");
    await saveSettings(db, admin.id, {
      disabledKinds: ["instalment_overdue", "contract_ending"],
      noticeDays: 120,
      endingDays: 60,
    });
    await sweepPerson(db, hub, admin, TODAY);
    expect(await kindsOf(admin.id)).toEqual(["notice_deadline:1", "notice_deadline:2"]);
  });

  it("the daily sweep reaches everyone who may sign in, and the day is claimed once", async () => {
    const support = await person(db, "support");
    const gone = await person(db, "manager", true);
    const result = await sweepEveryone(db, hub, TODAY);
    expect(result.added).toBeGreaterThan(0);
    expect(await kindsOf(support.id)).toEqual(["contract_ending:1"]);
    expect(await kindsOf(gone.id)).toEqual([]);
    // Swept today already: opening the dashboard does nothing more.
    expect(await sweepIfDue(db, hub, support, TODAY)).toBe(0);
    // Someone new is swept on their first open, once however many tabs open at once.
    const late = await person(db, "manager");
    const opens = await Promise.all([1, 2, 3].map(() => sweepIfDue(db, hub, late, TODAY)));
    expect(opens.sort()).toEqual([0, 0, 3]);
    // Tomorrow, they are swept again.
    expect(await sweepIfDue(db, hub, late, addDays(TODAY, 1))).toBeGreaterThanOrEqual(0);
    expect(await sweepIfDue(db, hub, late, addDays(TODAY, 1))).toBe(0);
  });

  it("notice given on a contract ends its notice deadline; its other items stay", async () => {
    const wide = { ...DEFAULT_SETTINGS, noticeDays: 120, endingDays: 180 };
    const before = await dueFor(db, { role: "manager", settings: wide }, TODAY);
    expect(before.filter((d) => d.kind === "notice_deadline").map((d) => d.subjectId)).toEqual([
      "1",
      "2",
    ]);
    await recordNotice(db, {
      contractId: 2,
      recipient: "tenant",
      method: "ejar",
      given_on: TODAY,
      userId: "u",
    });
    const after = await dueFor(db, { role: "manager", settings: wide }, TODAY);
    expect(after.filter((d) => d.kind === "notice_deadline").map((d) => d.subjectId)).toEqual([
      "1",
    ]);
    expect(after.filter((d) => d.subjectId === "2").map((d) => d.kind)).toEqual([]);
    expect(
      after
        .filter((d) => d.subjectId === "1")
        .map((d) => d.kind)
        .sort(),
    ).toEqual(["contract_ending", "instalment_overdue", "notice_deadline"]);
  });
});
