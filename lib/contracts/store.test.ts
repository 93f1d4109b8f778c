import { readFileSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import {
  DASHBOARD_MIGRATIONS,
  openDashboardDatabase,
  type DashboardDbHandle,
} from "@/lib/db/database";
import type { Contract } from "@/lib/rental/records";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { recordFollowUp, recordNotice } from "@/lib/rent-roll/follow-ups";

import { completeRenewal, forgetRenewal } from "./renewal-store";
import { registerListQuerySchema } from "./schemas";
import {
  flagContractDeleted,
  getRegisteredContract,
  knownPartiesOf,
  learnParty,
  listRegister,
  refreshDefaultDecisionDates,
  upsertContract,
} from "./store";

// Hashing and opening databases is slow on a busy machine; no test here is about speed.
vi.setConfig({ testTimeout: 60_000 });

const q = (input: Record<string, string>) => registerListQuerySchema.parse(input);
const contract = (id: number, over: Partial<Contract> = {}): Contract => ({
  id,
  status: "active",
  start_date: "2026-01-01",
  end_date: "2026-12-31",
  duration: 1,
  contract_type: "residential",
  parties: [
    { role: "lessor", id: 10 },
    { role: "tenant", id: 20 + id },
  ],
  unit_id: `u${id}`,
  rental_fee: { total_units_rent: 36000.5, billing_type: "monthly" },
  terms: { residential_auto_renewal: 0, notice_period_in_days: 30 },
  ...over,
});

describe.each(testDatabaseKinds())("contract register (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "register");
    handle = openDashboardDatabase(testDb);
    const db = await handle.get();
    await upsertContract(db, contract(1), "user-a", new Date("2026-11-01T00:00:00Z"));
    await upsertContract(
      db,
      contract(2, { end_date: "2027-03-31", status: "draft" }),
      "user-a",
      new Date("2026-11-02T00:00:00Z"),
    );
    await upsertContract(
      db,
      contract(3, { unit_id: "u1", end_date: "2026-12-01" }),
      "user-a",
      new Date("2026-11-03T00:00:00Z"),
    );
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("keeps upstream's contract fields and who recorded it", async () => {
    const db = await handle.get();
    expect(await getRegisteredContract(db, 1)).toMatchObject({
      ...contract(1),
      deleted: false,
      created_by: "user-a",
      updated_by: "user-a",
      created_at: "2026-11-01T00:00:00.000Z",
    });
    expect(await getRegisteredContract(db, 99)).toBeNull();
  });

  it("updates in place on a later change, keeping the creator", async () => {
    const db = await handle.get();
    await upsertContract(
      db,
      contract(1, { end_date: "2026-06-30" }),
      "user-b",
      new Date("2026-11-05T00:00:00Z"),
    );
    const row = await getRegisteredContract(db, 1);
    expect(row).toMatchObject({
      end_date: "2026-06-30",
      created_by: "user-a",
      updated_by: "user-b",
    });
    expect((await listRegister(db, q({}))).total).toBe(3);
  });

  it("filters by unit, party, status and end date", async () => {
    const db = await handle.get();
    const ids = async (input: Record<string, string>) =>
      (await listRegister(db, q(input))).rows.map((r) => r.id);
    expect(await ids({ unit: "u1", sort: "id:asc" })).toEqual([1, 3]);
    expect(await ids({ unit: "u2,u3", sort: "id:asc" })).toEqual([2]);
    expect(await ids({ party: "22" })).toEqual([2]);
    expect(await ids({ party: "٢٢" })).toEqual([2]); // Arabic-Indic digits read as ASCII
    expect(await ids({ party: "10", sort: "id:asc" })).toEqual([1, 2, 3]);
    expect(await ids({ status: "draft" })).toEqual([2]);
    expect(await ids({ endingBefore: "2026-12-01", sort: "end_date:asc" })).toEqual([1, 3]);
    expect(
      await ids({ endingAfter: "2026-12-01", endingBefore: "2027-12-31", sort: "end_date:asc" }),
    ).toEqual([3, 2]);
  });

  it("knows no contract or party beyond the integer column's range: none, not an error", async () => {
    // Issue 34's property-based suite: GET /api/contracts/10000000000 answered 500.
    const db = await handle.get();
    for (const id of [2 ** 31, 10_000_000_000, Number.MAX_SAFE_INTEGER]) {
      expect(await getRegisteredContract(db, id)).toBeNull();
      expect((await listRegister(db, q({ party: String(id) }))).rows).toEqual([]);
    }
  });

  it("sorts newest change first by default and paginates", async () => {
    const db = await handle.get();
    const page = await listRegister(db, q({ pageSize: "2" }));
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.id)).toEqual([1, 3]);
  });

  it("hides deleted contracts unless asked, and a re-record revives one", async () => {
    const db = await handle.get();
    expect(await flagContractDeleted(db, 3, "user-c")).toBe(true);
    expect(await flagContractDeleted(db, 404, "user-c")).toBe(false);
    expect((await listRegister(db, q({}))).rows.map((r) => r.id)).not.toContain(3);
    const all = await listRegister(db, q({ includeDeleted: "true" }));
    expect(all.rows.find((r) => r.id === 3)).toMatchObject({ deleted: true, updated_by: "user-c" });
  });

  it("refuses malformed filters", () => {
    expect(registerListQuerySchema.safeParse({ status: "archived" }).success).toBe(false);
    expect(registerListQuerySchema.safeParse({ endingBefore: "31/12/2026" }).success).toBe(false);
    expect(registerListQuerySchema.safeParse({ party: "abc" }).success).toBe(false);
    expect(registerListQuerySchema.safeParse({ other: "1" }).success).toBe(false);
  });
});

describe.each(testDatabaseKinds())("party names in the register (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  const lessor = {
    full_name: "سارة العتيبي",
    id_number: "1090000010",
    phone_number: "+966500000010",
  };
  const tenant = {
    full_name: "Omar Haddad",
    id_number: "2090000021",
    phone_number: "+966500000021",
  };
  const names = async (id: number) =>
    (await getRegisteredContract(await handle.get(), id))?.parties.map((p) => [
      p.role,
      p.id,
      p.full_name,
    ]);
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "party_names");
    handle = openDashboardDatabase(testDb);
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("shows the parties with what was learned when the contract was recorded", async () => {
    const db = await handle.get();
    await upsertContract(db, contract(1), "u", undefined, undefined, {
      "10": lessor,
      "21": tenant,
    });
    const entry = await getRegisteredContract(db, 1);
    expect(entry?.parties).toEqual([
      { role: "lessor", id: 10, ...lessor },
      { role: "tenant", id: 21, ...tenant },
    ]);
    // A contract recorded without names shows record numbers only.
    await upsertContract(db, contract(2), "u");
    expect((await getRegisteredContract(db, 2))?.parties).toEqual([
      { role: "lessor", id: 10 },
      { role: "tenant", id: 22 },
    ]);
  });

  it("keeps the names through a change recorded without them, and takes newer ones", async () => {
    const db = await handle.get();
    await upsertContract(db, contract(1, { end_date: "2027-06-30" }), "u");
    expect(await names(1)).toEqual([
      ["lessor", 10, lessor.full_name],
      ["tenant", 21, tenant.full_name],
    ]);
    const renamed = { ...tenant, full_name: "Omar K. Haddad" };
    await upsertContract(db, contract(1), "u", undefined, undefined, { "21": renamed });
    expect(await names(1)).toEqual([
      ["lessor", 10, lessor.full_name],
      ["tenant", 21, "Omar K. Haddad"],
    ]);
  });

  it("finds what other contracts learned about a party, newest first", async () => {
    const db = await handle.get();
    expect(await knownPartiesOf(db, [10, 22, 99])).toEqual({ "10": lessor });
    expect(await knownPartiesOf(db, [])).toEqual({});
    expect(Object.keys(await knownPartiesOf(db, [21]))).toEqual(["21"]);
  });

  it("learns an updated party in every contract naming it, without changing the contracts", async () => {
    const db = await handle.get();
    const before = await getRegisteredContract(db, 2);
    const moved = { ...lessor, phone_number: "+966500000099" };
    expect(await learnParty(db, 10, moved)).toBe(2);
    expect(await learnParty(db, 404, moved)).toBe(0);
    const after = await getRegisteredContract(db, 2);
    expect(after?.parties[0]).toEqual({ role: "lessor", id: 10, ...moved });
    expect(after?.parties[1]).toEqual({ role: "tenant", id: 22 });
    expect(after?.updated_at).toBe(before?.updated_at);
    expect((await getRegisteredContract(db, 1))?.parties[0]?.phone_number).toBe("+966500000099");
  });
});

describe.each(testDatabaseKinds())("register summary (%s)", (kind) => {
  it("counts by status and contracts ending within 30/60/90 days, ignoring deleted ones but the terminated", async () => {
    const { summarizeRegister } = await import("./summary");
    const testDb = createTestDatabase(kind, "summary");
    const handle = openDashboardDatabase(testDb);
    try {
      const db = await handle.get();
      const now = new Date("2026-11-22T12:00:00Z");
      await upsertContract(db, contract(1, { end_date: "2026-12-10" }), "u"); // 18 days
      await upsertContract(db, contract(2, { end_date: "2027-01-15", status: "draft" }), "u"); // 54
      await upsertContract(db, contract(3, { end_date: "2027-02-15" }), "u"); // 85
      await upsertContract(db, contract(4, { end_date: "2026-11-01", status: "expired" }), "u");
      await upsertContract(db, contract(5, { end_date: "2026-12-01" }), "u");
      await flagContractDeleted(db, 5, "u");
      // Terminated through the dashboard: flagged deleted as it ends, counted as terminated only.
      await upsertContract(db, contract(6, { end_date: "2026-12-20", status: "terminated" }), "u");
      await flagContractDeleted(db, 6, "u");
      expect(await summarizeRegister(db, now)).toEqual({
        total: 4,
        byStatus: { draft: 1, active: 2, expired: 1, terminated: 1 },
        endingWithin: { "30": 1, "60": 2, "90": 3 },
        // 30 days' notice: 1 decided by 2026-11-10 (overdue), 2 by 12-16, 3 by 2027-01-16.
        decisionsWithin: { "7": 0, "30": 1, "60": 2 },
        decisionsOverdue: 1,
        today: "2026-11-22",
      });
    } finally {
      await handle.close();
      await testDb.cleanup();
    }
  }, 120_000);
});

describe.each(testDatabaseKinds())("decision dates (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  const at = new Date("2026-11-01T00:00:00Z");
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "decisions");
    handle = openDashboardDatabase(testDb);
    const db = await handle.get();
    const terms = (notice: unknown) => ({
      residential_auto_renewal: 1,
      notice_period_in_days: notice,
    });
    // 1: 30 days' notice; 2: none (the default); 3: 90 days; 4: a notice the interface would
    // refuse (the default); 5: no end date.
    await upsertContract(
      db,
      contract(1, { end_date: "2027-03-31", terms: terms(30) }),
      "u",
      at,
      60,
    );
    await upsertContract(db, contract(2, { end_date: "2027-02-28", terms: null }), "u", at, 60);
    await upsertContract(
      db,
      contract(3, { end_date: "2027-05-30", terms: terms(90) }),
      "u",
      at,
      60,
    );
    await upsertContract(
      db,
      contract(4, { end_date: "2027-03-01", terms: terms("30") }),
      "u",
      at,
      60,
    );
    await upsertContract(db, contract(5, { end_date: null, terms: terms(30) }), "u", at, 60);
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  const decisions = async () => {
    const { rows } = await listRegister(await handle.get(), q({ sort: "id:asc" }));
    return rows.map((r) => [r.id, r.decision_date, r.default_notice_days]);
  };

  it("keeps the end date minus the notice period, or minus the default", async () => {
    expect(await decisions()).toEqual([
      [1, "2027-03-01", null],
      [2, "2026-12-30", 60],
      [3, "2027-03-01", null],
      [4, "2026-12-31", 60],
      [5, null, null],
    ]);
  });

  it("filters by decision due on or before a day, and sorts by decision date", async () => {
    const db = await handle.get();
    const ids = async (input: Record<string, string>) =>
      (await listRegister(db, q(input))).rows.map((r) => r.id);
    expect(await ids({ decisionBefore: "2026-12-30", sort: "decision_date:asc" })).toEqual([2]);
    expect(await ids({ decisionBefore: "2026-12-31", sort: "decision_date:asc" })).toEqual([2, 4]);
    expect(await ids({ decisionBefore: "٢٠٢٧-٠٣-٠١", sort: "decision_date:asc" })).toEqual([
      2, 4, 3, 1,
    ]);
    expect(await ids({ decisionBefore: "2027-03-01", status: "draft" })).toEqual([]);
    // Descending puts contracts without a decision date first, like end dates.
    expect(await ids({ sort: "decision_date:desc" })).toEqual([5, 3, 1, 4, 2]);
    expect(registerListQuerySchema.safeParse({ decisionBefore: "2027-02-29" }).success).toBe(false);
  });

  it("recounts contracts without a notice period when the default changes", async () => {
    const db = await handle.get();
    expect(await refreshDefaultDecisionDates(db, 90)).toBe(2);
    expect(await decisions()).toEqual([
      [1, "2027-03-01", null],
      [2, "2026-11-30", 90],
      [3, "2027-03-01", null],
      [4, "2026-12-01", 90],
      [5, null, null],
    ]);
    expect(await refreshDefaultDecisionDates(db, 90)).toBe(0); // nothing left to change
    expect(await refreshDefaultDecisionDates(db, 60)).toBe(2);
  });

  it("backfills rows recorded before the column existed, as the migration does", async () => {
    const db = await handle.get();
    await db.execute(sql`update contract_register set notice_days = null, decision_date = null`);
    const migration = readFileSync(
      path.join(DASHBOARD_MIGRATIONS, "0005_decision_date.sql"),
      "utf8",
    );
    const updates = migration
      .split("--> statement-breakpoint")
      .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
      .filter((statement) => statement.startsWith("UPDATE"));
    expect(updates).toHaveLength(2);
    for (const statement of updates) await db.execute(sql.raw(statement));
    expect(await decisions()).toEqual([
      [1, "2027-03-01", null],
      [2, "2026-12-30", 60],
      [3, "2027-03-01", null],
      [4, "2026-12-31", 60],
      [5, null, null],
    ]);
  });
});

describe.each(testDatabaseKinds())("decisions due (%s)", (kind) => {
  it("counts and lists draft and active contracts by decision date, overdue ones first; each count is its list's rows", async () => {
    const { listDecisionsDue, summarizeRegister } = await import("./summary");
    const testDb = createTestDatabase(kind, "decisions_due");
    const handle = openDashboardDatabase(testDb);
    try {
      const db = await handle.get();
      const now = new Date("2026-11-22T12:00:00Z"); // today in Riyadh: 2026-11-22
      const notice = (days: number) => ({
        residential_auto_renewal: 1,
        notice_period_in_days: days,
      });
      const add = (id: number, end: string, days: number, over: Partial<Contract> = {}) =>
        upsertContract(db, contract(id, { end_date: end, terms: notice(days), ...over }), "u");
      await add(1, "2026-12-22", 30); // decides today (2026-11-22)
      await add(2, "2027-01-28", 60); // 2026-11-29: in 7 days
      await add(3, "2027-01-21", 30, { status: "draft" }); // 2026-12-22: in 30 days
      await add(4, "2027-02-20", 30); // 2027-01-21: in 60 days
      await add(5, "2027-03-23", 60); // 2027-01-22: in 61 days, beyond every window
      await add(6, "2026-12-31", 60); // 2026-11-01: overdue, the contract still runs
      await add(7, "2026-11-21", 30); // ended yesterday: nothing left to decide
      await add(8, "2026-12-30", 30, { status: "terminated" }); // closed
      await add(9, "2026-12-30", 30);
      await flagContractDeleted(db, 9, "u"); // deleted
      await add(10, "2026-12-31", 60); // overdue like 6, but renewed: the decision is taken
      await add(11, "2027-12-31", 60, { status: "draft", start_date: "2027-01-01" }); // its renewal
      await completeRenewal(db, 10, 11);
      const summary = await summarizeRegister(db, now);
      expect(summary.decisionsWithin).toEqual({ "7": 2, "30": 3, "60": 4 });
      expect(summary.decisionsOverdue).toBe(1);
      const due = await listDecisionsDue(db, summary.today, 60, 8);
      expect(due.map((c) => [c.id, c.decision_date])).toEqual([
        [6, "2026-11-01"],
        [1, "2026-11-22"],
        [2, "2026-11-29"],
        [3, "2026-12-22"],
        [4, "2027-01-21"],
      ]);
      expect((await listDecisionsDue(db, summary.today, 60, 2)).map((c) => c.id)).toEqual([6, 1]);

      // Every count of the overview equals the rows of the register list its card opens: the
      // overdue, due-within and ending-within sets (lib/contracts/sets.ts), ended, closed and
      // deleted contracts left out alike.
      const rows = async (filters: Record<string, string>) =>
        (await listRegister(db, q({ ...filters, pageSize: "100" }), now)).total;
      expect(await rows({ due: "overdue" })).toBe(summary.decisionsOverdue);
      for (const days of ["7", "30", "60"] as const)
        expect(await rows({ due: days }), `due ${days}`).toBe(summary.decisionsWithin[days]);
      for (const days of ["30", "60", "90"] as const)
        expect(await rows({ ending: days }), `ending ${days}`).toBe(summary.endingWithin[days]);

      // Its renewal deleted, the renewed contract is a decision due again, on the card and list.
      await flagContractDeleted(db, 11, "u");
      await forgetRenewal(db, 11);
      const again = await summarizeRegister(db, now);
      expect(again.decisionsOverdue).toBe(2);
      expect(await rows({ due: "overdue" })).toBe(again.decisionsOverdue);

      // Notice given on 2 (due in 7 days) and on 6 (overdue): the decisions are taken and told,
      // and both leave every count and list of the decisions due; they still end as before.
      for (const contractId of [2, 6])
        await recordNotice(db, {
          contractId,
          recipient: "tenant",
          method: "ejar",
          given_on: "2026-11-20",
          userId: "u",
        });
      const told = await summarizeRegister(db, now);
      expect(told.decisionsWithin).toEqual({ "7": 1, "30": 2, "60": 3 });
      expect(told.decisionsOverdue).toBe(1);
      expect(told.endingWithin).toEqual(again.endingWithin);
      expect((await listDecisionsDue(db, told.today, 60, 8)).map((c) => c.id)).toEqual([
        10, 1, 3, 4,
      ]);
      expect(await rows({ due: "overdue" })).toBe(told.decisionsOverdue);
      for (const days of ["7", "30", "60"] as const)
        expect(await rows({ due: days }), `due ${days}`).toBe(told.decisionsWithin[days]);
      // A reminder of arrears is no notice: 1 stays due.
      await recordFollowUp(db, {
        contractId: 1,
        kind: "whatsapp_reminder",
        amount: 5,
        userId: "u",
      });
      expect((await summarizeRegister(db, now)).decisionsWithin["7"]).toBe(1);
    } finally {
      await handle.close();
      await testDb.cleanup();
    }
  }, 120_000);
});

describe.each(testDatabaseKinds())("contracts ending ahead (%s)", (kind) => {
  it("groups draft and active contracts by end date and duration, for the forecast", async () => {
    const { listEndingGroups } = await import("./summary");
    const { buildForecast } = await import("@/lib/overview/forecast");
    const testDb = createTestDatabase(kind, "ending_groups");
    const handle = openDashboardDatabase(testDb);
    try {
      const db = await handle.get();
      const rent = (total_units_rent: number) => ({ total_units_rent, billing_type: "monthly" });
      const add = (id: number, end: string, over: Partial<Contract> = {}) =>
        upsertContract(db, contract(id, { end_date: end, ...over }), "u");
      await add(1, "2026-12-31", { rental_fee: rent(48_000) });
      await add(2, "2026-12-31", { rental_fee: rent(60_000), status: "draft" });
      await add(3, "2026-12-31", { rental_fee: rent(150_000), duration: 3 });
      await add(4, "2026-12-15", { status: "expired" }); // over: nothing to renew
      await add(5, "2026-12-20", { status: "terminated" });
      await add(6, "2026-12-20");
      await flagContractDeleted(db, 6, "u");
      await add(7, "2027-01-01", { rental_fee: rent(36_000.5) });
      await add(8, "2026-11-21"); // ended before the window
      const groups = await listEndingGroups(db, "2026-11-22", "2027-10-31");
      const sorted = [...groups].sort((a, b) =>
        `${a.endDate}${a.duration}`.localeCompare(`${b.endDate}${b.duration}`),
      );
      expect(sorted).toEqual([
        { endDate: "2026-12-31", duration: 1, contracts: 2, totalRent: 108_000 },
        { endDate: "2026-12-31", duration: 3, contracts: 1, totalRent: 150_000 },
        { endDate: "2027-01-01", duration: 1, contracts: 1, totalRent: 36_000.5 },
      ]);
      const [, december, january] = buildForecast("2026-11-22", groups).gregory;
      // 48,000 + 60,000 + one year of 150,000 over three years.
      expect(december).toMatchObject({ key: "2026-12", contracts: 3, rentAtStake: 158_000 });
      expect(january).toMatchObject({ key: "2027-01", contracts: 1, rentAtStake: 36_000.5 });
    } finally {
      await handle.close();
      await testDb.cleanup();
    }
  }, 120_000);
});
