import path from "node:path";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import {
  DASHBOARD_MIGRATIONS,
  openDashboardDatabase,
  type DashboardDbHandle,
} from "@/lib/db/database";
import type { Contract, Property } from "@/lib/rental/records";
import { createDatabaseUntil } from "@/test/database-until";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { getRegisteredContract, upsertContract } from "./store";
import { learnUnknownUnitsFrom } from "./unit-backfill";
import { knownUnitIn, knownUnitsOf } from "./unit-names";
import { knownUnitFor, learnUnitFields, learnUnits, unitsNotKnown } from "./unit-store";

// Hashing and opening databases is slow on a busy machine; no test here is about speed.
vi.setConfig({ testTimeout: 60_000 });

const contract = (id: number, unitId: string, over: Partial<Contract> = {}): Contract => ({
  id,
  status: "active",
  start_date: "2026-01-01",
  end_date: "2026-12-31",
  duration: 1,
  contract_type: "residential",
  parties: [
    { role: "lessor", id: 10 },
    { role: "tenant", id: 20 },
  ],
  unit_id: unitId,
  rental_fee: { total_units_rent: 36000, billing_type: "monthly" },
  terms: null,
  ...over,
});

const unit = (id: number, propertyId: number, unit_number: string) => ({
  id,
  property_id: propertyId,
  unit_number,
  floor_number: 2,
  rooms: 3,
  unit_usage: "residential_families" as const,
  unit_type: "apartment" as const,
});
const property = (id: number, name: string, units: ReturnType<typeof unit>[]): Property => ({
  id,
  document_number: `41000000${id}`,
  property_name: name,
  owner_id: "1016690206",
  deed_date_hijri: "1445-01-01",
  region_id: 1,
  city_id: 3,
  units,
});

const waha = property(7, "أبراج الواحة", [unit(8, 7, "203"), unit(9, 7, "204")]);
const nakheel = property(12, "Al Nakheel Residence", [unit(30, 12, "A-1")]);

describe.each(testDatabaseKinds())("the register's units (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  const knownOf = async (id: number) =>
    (await getRegisteredContract(await handle.get(), id))?.known_unit;

  beforeAll(async () => {
    testDb = createTestDatabase(kind, "unit_names");
    handle = openDashboardDatabase(testDb);
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("keeps the unit learned with a new contract, and keeps it through a change without one", async () => {
    const db = await handle.get();
    const learned = knownUnitIn(waha, "8");
    expect(learned).toEqual({
      unit_number: "203",
      unit_type: "apartment",
      property_id: 7,
      document_number: "410000007",
      property_name: "أبراج الواحة",
      region_id: 1,
      city_id: 3,
    });
    await upsertContract(db, contract(1, "8"), "u", undefined, undefined, {}, learned);
    await upsertContract(db, contract(1, "8", { end_date: "2027-06-30" }), "u");
    expect(await knownOf(1)).toEqual(learned);
    // A contract recorded without a look-up knows nothing of its unit yet.
    await upsertContract(db, contract(2, "30"), "u");
    expect(await knownOf(2)).toBeNull();
    // A property's deed number that does not list the unit teaches nothing.
    expect(knownUnitIn(nakheel, "8")).toBeNull();
  });

  it("finds what another contract on the unit learned", async () => {
    const db = await handle.get();
    expect((await knownUnitFor(db, "8"))?.property_name).toBe("أبراج الواحة");
    expect(await knownUnitFor(db, "30")).toBeNull();
    expect(await knownUnitFor(db, "404")).toBeNull();
  });

  it("a property read or synced renames its units' contracts, without changing them", async () => {
    const db = await handle.get();
    const before = await getRegisteredContract(db, 1);
    const renamed = { ...waha, property_name: "أبراج الواحة الجديدة" };
    expect(await learnUnits(db, knownUnitsOf(renamed))).toBe(1);
    // Already current: nothing to write.
    expect(await learnUnits(db, knownUnitsOf(renamed))).toBe(0);
    expect(await learnUnits(db, {})).toBe(0);
    const after = await getRegisteredContract(db, 1);
    expect(after?.known_unit?.property_name).toBe("أبراج الواحة الجديدة");
    expect(after?.updated_at).toBe(before?.updated_at);
  });

  it("a unit saved here renumbers its contracts and keeps their property", async () => {
    const db = await handle.get();
    expect(await learnUnitFields(db, "8", { unit_number: "203B", unit_type: "duplex" })).toBe(1);
    expect(await knownOf(1)).toMatchObject({
      unit_number: "203B",
      unit_type: "duplex",
      property_name: "أبراج الواحة الجديدة",
      document_number: "410000007",
    });
    // A row that knows nothing of its property is not half-filled.
    expect(await learnUnitFields(db, "30", { unit_number: "A-2", unit_type: "studio" })).toBe(0);
    expect(await knownOf(2)).toBeNull();
  });

  it("learns unknown units from the property list, page by page, and stops once all are found", async () => {
    const db = await handle.get();
    await upsertContract(db, contract(3, "77"), "u"); // on no property the list holds
    expect(await unitsNotKnown(db, 10)).toEqual(["30", "77"]);
    const pages = [[waha], [nakheel], [property(40, "Far", [unit(41, 40, "1")])]];
    const read: number[] = [];
    const readPage = async (page: number) => {
      read.push(page);
      return { data: pages[page - 1] ?? [], pageCount: pages.length };
    };
    const first = await learnUnknownUnitsFrom(db, readPage, 2);
    // Two pages allowed: unit 30 found on page 2; unit 77 unknown, but the list was not read
    // to its end, so it is not given up on.
    expect(first).toEqual({ learned: 1, missing: [] });
    expect(read).toEqual([1, 2]);
    expect((await knownOf(2))?.property_name).toBe("Al Nakheel Residence");
    read.length = 0;
    expect(await learnUnknownUnitsFrom(db, readPage)).toEqual({ learned: 0, missing: ["77"] });
    expect(read).toEqual([1, 2, 3]);
    // What a complete read did not find is not looked for again.
    read.length = 0;
    expect(await learnUnknownUnitsFrom(db, readPage, 200, new Set(["77"]))).toEqual({
      learned: 0,
      missing: [],
    });
    expect(read).toEqual([]);
  });
});

describe.each(testDatabaseKinds())("a register from before units were kept (%s)", (kind) => {
  it("opens with its contracts unnamed and learns them from the property list", async () => {
    const storage = createTestDatabase(kind, "unit_names_upgrade");
    try {
      await createDatabaseUntil({
        storage,
        migrationsFolder: path.resolve(DASHBOARD_MIGRATIONS),
        lastTag: "0009_session_step_up",
        statements: [
          `insert into contract_register (contract_id, unit_id, parties, contract_type, duration,
             total_rent, billing_type, status, created_by, updated_by)
           values (18, '9', '[{"role":"lessor","id":10}]', 'residential', 1, 1000, 'monthly',
             'active', 'u', 'u')`,
        ],
      });
      const handle = openDashboardDatabase(storage);
      try {
        const db = await handle.get();
        expect((await getRegisteredContract(db, 18))?.known_unit).toBeNull();
        const readPage = async () => ({ data: [waha], pageCount: 1 });
        expect(await learnUnknownUnitsFrom(db, readPage)).toEqual({ learned: 1, missing: [] });
        expect((await getRegisteredContract(db, 18))?.known_unit).toMatchObject({
          unit_number: "204",
          property_name: "أبراج الواحة",
        });
      } finally {
        await handle.close();
      }
    } finally {
      await storage.cleanup();
    }
  }, 120_000);
});
