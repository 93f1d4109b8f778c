import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { AuditAction, AuditTargetType } from "@/lib/audit/actions";
import { insertAudit } from "@/lib/audit/store";
import { users } from "@/lib/auth/tables";
import { upsertContract } from "@/lib/contracts/store";
import { openDashboardDatabase, type DashboardDbHandle } from "@/lib/db/database";
import type { Contract } from "@/lib/rental/records";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { listAudit } from "./audit-log";
import { auditListQuerySchema } from "./audit-schemas";

// The audit log read names its record numbers on the server: the acting user and a user target
// from the users table; contracts, units, parties and properties from the contract register.
// What neither knows keeps its number alone.

vi.setConfig({ testTimeout: 60_000 });

const ADMIN = "4c384126-0000-4000-8000-000000000001";
const NEW_USER = "9e0a1b2c-0000-4000-8000-000000000002";
const waha = {
  unit_number: "203",
  unit_type: "apartment",
  property_id: 237,
  document_number: "410000007",
  property_name: "أبراج الواحة",
  region_id: 1,
  city_id: 3,
};
const contract: Contract = {
  id: 18,
  status: "active",
  start_date: "2026-01-01",
  end_date: "2026-12-31",
  duration: 1,
  contract_type: "residential",
  parties: [
    { role: "lessor", id: 11 },
    { role: "tenant", id: 12 },
  ],
  unit_id: "1062",
  rental_fee: { total_units_rent: 36000, billing_type: "monthly" },
  terms: null,
};
const audit = (action: AuditAction, targetType: AuditTargetType, targetId: string) => ({
  userId: ADMIN,
  userEmail: "admin@office.test",
  role: "admin",
  action,
  targetType,
  targetId,
  status: 200,
  requestId: `req-${targetType}-${targetId}`,
  details: {},
});

describe.each(testDatabaseKinds())("audit log names (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  const named = async () => {
    const { rows } = await listAudit(await handle.get(), auditListQuerySchema.parse({}));
    return Object.fromEntries(rows.map((r) => [r.requestId, r.names]));
  };

  beforeAll(async () => {
    testDb = createTestDatabase(kind, "audit_names");
    handle = openDashboardDatabase(testDb);
    const db = await handle.get();
    await db.insert(users).values([
      {
        id: ADMIN,
        email: "admin@office.test",
        name: "نورة القحطاني",
        role: "admin",
        passwordHash: "-",
      },
      {
        id: NEW_USER,
        email: "fahad@office.test",
        name: "Fahad Al-Harbi",
        role: "manager",
        passwordHash: "-",
      },
    ]);
    const sara = {
      full_name: "سارة العتيبي",
      id_number: "1016690206",
      phone_number: "+966500000011",
    };
    await upsertContract(db, contract, ADMIN, undefined, undefined, { "11": sara }, waha);
    for (const row of [
      audit("user.create", "user", NEW_USER),
      audit("party.update", "party", "11"),
      audit("party.update", "party", "99"),
      audit("unit.update", "unit", "1062"),
      audit("contract.update", "contract", "18"),
      audit("property.delete", "property", "237"),
      audit("property.sync", "property", "not-a-number"),
      { ...audit("auth.sign-in", "session", "x"), userId: "gone-user" },
    ])
      await insertAudit(db, row);
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("names the person who acted and a user target from the users table", async () => {
    const names = await named();
    expect(names["req-user-" + NEW_USER]).toEqual({
      user: "نورة القحطاني",
      target: "Fahad Al-Harbi",
    });
    // A user no longer in the table keeps the email the entry holds.
    expect(names["req-session-x"]).toEqual({});
  });

  it("names parties, units, contracts' units and properties from the register", async () => {
    const names = await named();
    expect(names["req-party-11"]?.target).toBe("سارة العتيبي");
    expect(names["req-unit-1062"]?.unit).toEqual(waha);
    expect(names["req-contract-18"]).toMatchObject({ unit: waha, unitId: "1062" });
    expect(names["req-property-237"]?.target).toBe("أبراج الواحة");
  });

  it("leaves what it does not know by record number", async () => {
    const names = await named();
    expect(names["req-party-99"]).toEqual({ user: "نورة القحطاني" });
    expect(names["req-property-not-a-number"]).toEqual({ user: "نورة القحطاني" });
  });
});
