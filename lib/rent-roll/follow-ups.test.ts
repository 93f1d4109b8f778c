import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { createUser } from "@/lib/auth/users";
import { contractRegister } from "@/lib/contracts/tables";
import {
  DASHBOARD_MIGRATIONS,
  openDashboardDatabase,
  type DashboardDb,
  type DashboardDbHandle,
} from "@/lib/db/database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { followUpsOf, recordFollowUp, recordNotice } from "./follow-ups";
import { contractFollowUps } from "./tables";

vi.setConfig({ testTimeout: 60_000 });

// A contract's timeline (follow-ups.ts) on PGlite, and on PostgreSQL with TEST_DATABASE_URL:
// reminders and notices newest first, each with who made it by name, none for a contract the
// register lacks, and the migration's backfill of the reminders recorded before it.

describe.each(testDatabaseKinds())("a contract's follow-ups (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  let db: DashboardDb;
  let noura: string;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "follow_ups");
    handle = openDashboardDatabase(testDb);
    db = await handle.get();
    noura = (
      await createUser(db, {
        email: "noura@follow.test",
        name: "نورة القحطاني",
        role: "manager",
        password: "a long enough password",
      })
    ).id;
    for (const contractId of [7, 8])
      await db.insert(contractRegister).values({
        contractId,
        unitId: String(70 + contractId),
        parties: [{ role: "tenant", id: 9 }],
        contractType: "residential",
        duration: 1,
        totalRent: 12_000,
        billingType: "monthly",
        startDate: "2026-01-01",
        endDate: "2026-12-31",
        status: "active",
        createdBy: "m",
        updatedBy: "m",
      });
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("lists a contract's reminders and notices newest first, each with who made it by name", async () => {
    expect(await followUpsOf(db, 7)).toEqual([]);
    const reminder = await recordFollowUp(
      db,
      { contractId: 7, kind: "whatsapp_reminder", amount: 400_000, userId: noura },
      new Date("2026-11-20T08:00:00Z"),
    );
    const notice = await recordNotice(
      db,
      {
        contractId: 7,
        recipient: "tenant",
        method: "letter",
        given_on: "2026-11-21",
        note: "Handed to the tenant at the unit",
        userId: "gone-user",
      },
      new Date("2026-11-22T08:00:00Z"),
    );
    expect(notice).toEqual({
      id: expect.any(Number),
      contract_id: 7,
      kind: "notice_given",
      amount: null,
      method: "letter",
      recipient: "tenant",
      given_on: "2026-11-21",
      note: "Handed to the tenant at the unit",
      by: "gone-user",
      by_name: null, // no user has that id: the id alone
      at: "2026-11-22T08:00:00.000Z",
    });
    await recordNotice(db, {
      contractId: 8,
      recipient: "lessor",
      method: "ejar",
      given_on: "2026-11-22",
      note: "",
      userId: noura,
    });
    const timeline = await followUpsOf(db, 7);
    expect(timeline).toEqual([
      notice,
      {
        id: reminder!.id,
        contract_id: 7,
        kind: "whatsapp_reminder",
        amount: 400_000,
        method: "whatsapp",
        recipient: null,
        given_on: null,
        note: null,
        by: noura,
        by_name: "نورة القحطاني",
        at: "2026-11-20T08:00:00.000Z",
      },
    ]);
    // Another contract's notice is its own; an empty note is none.
    expect(await followUpsOf(db, 8)).toEqual([
      expect.objectContaining({
        recipient: "lessor",
        method: "ejar",
        note: null,
        by_name: "نورة القحطاني",
      }),
    ]);
  });

  it("records nothing on, and lists nothing of, a contract the register lacks", async () => {
    const notice = { recipient: "tenant", method: "ejar", given_on: "2026-11-21" } as const;
    expect(await recordNotice(db, { ...notice, contractId: 99, userId: noura })).toBeNull();
    expect(
      await recordNotice(db, { ...notice, contractId: 3_000_000_000, userId: noura }),
    ).toBeNull();
    expect(await followUpsOf(db, 99)).toBeNull();
    expect(
      await db.select().from(contractFollowUps).where(eq(contractFollowUps.contractId, 99)),
    ).toEqual([]);
  });

  it("names the reminders recorded before the method column WhatsApp, as the migration does", async () => {
    await db.insert(contractFollowUps).values({
      contractId: 8,
      kind: "whatsapp_reminder",
      amount: 100,
      byUser: noura,
      at: new Date("2026-01-10T08:00:00Z"), // before the notice above
    });
    const file = readdirSync(DASHBOARD_MIGRATIONS).find((n) =>
      n.endsWith("_follow_up_notices.sql"),
    );
    const migration = readFileSync(path.join(DASHBOARD_MIGRATIONS, file!), "utf8");
    const backfill = migration
      .split("--> statement-breakpoint")
      .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
      .filter((statement) => statement.startsWith("UPDATE"));
    expect(backfill).toHaveLength(1);
    await db.execute(sql.raw(backfill[0]!));
    expect((await followUpsOf(db, 8))!.map((f) => [f.kind, f.method])).toEqual([
      ["notice_given", "ejar"],
      ["whatsapp_reminder", "whatsapp"],
    ]);
  });
});
