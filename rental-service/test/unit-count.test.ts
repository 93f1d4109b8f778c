import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDatabaseUntil } from "@/test/database-until";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { properties, registryDeeds, units } from "../src/db/schema";
import { type Harness, START_TIMEOUT, startHarness } from "./harness";

// properties.unit_count, the source of the list's meta.units_total: filled in by the migration
// for units written before it existed, then kept by the database as units are imported with a
// deed, added by a sync and deleted with their property.

const RESIDENTIAL_FLAT = { unitUsage: "residential_families", unitType: "apartment" };
const RESIDENTIAL_FLAT_WIRE = {
  unit_usage: "residential_families",
  unit_type: "apartment",
} as const;
const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

/** Regions, 3 properties with 2, 0 and 3 units, and a registry deed, as the older code wrote them. */
const OLD_ROWS = [
  `insert into regions (id, code, name, name_ar) values (1, 'MQ', 'Makkah', 'منطقة مكة المكرمة')`,
  `insert into properties (id, document_number, property_name, owner_id, deed_date_hijri) values
      (1, '310000000001', 'Al Andalus Towers', '1090000001', '1440-01-01'),
      (2, '310000000002', 'Al Nakheel Building', '1090000001', '1440-01-01'),
      (3, '310000000003', 'Al Nakheel Villas', '1090000001', '1440-01-01')`,
  `select setval(pg_get_serial_sequence('properties', 'id'), 3)`,
  `insert into units (property_id, unit_number, floor_number, rooms, unit_usage, unit_type) values
      (1, 'A1', 1, 2, 'residential_families', 'apartment'), (1, 'A2', 1, 3, 'residential_families', 'apartment'),
      (3, 'V1', 0, 5, 'residential_families', 'villa'), (3, 'V2', 0, 5, 'residential_families', 'villa'),
      (3, 'V3', 0, 4, 'residential_families', 'villa')`,
];

describe.each(testDatabaseKinds())("unit counts (%s)", (kind) => {
  let storage: TestDatabase;
  let h: Harness;
  beforeAll(async () => {
    storage = createTestDatabase(kind, "unit-count");
    await createDatabaseUntil({
      storage,
      migrationsFolder: path.resolve(import.meta.dirname, "../drizzle"),
      lastTag: "0003_search_text",
      statements: OLD_ROWS,
    });
    h = await startHarness(kind, "unit-count", { storage });
  }, START_TIMEOUT);
  afterAll(async () => {
    await h?.stop();
    await storage?.cleanup();
  });

  const unitsTotal = async (filter?: string) => {
    const query = filter ? q({ "filters[property_name][$contains]": filter }) : "";
    const res = await h.call("GET", `/tenant/v1/properties${query}`);
    expect(res.status).toBe(200);
    return res.body.meta.units_total as number;
  };
  const counts = async () => {
    const db = await h.service.db.get();
    const rows = await db
      .select({ id: properties.id, unitCount: properties.unitCount })
      .from(properties);
    return new Map(rows.map((r) => [r.id, r.unitCount]));
  };

  it("counted the units written before the column existed", async () => {
    expect(await counts()).toEqual(
      new Map([
        [1, 2],
        [2, 0],
        [3, 3],
      ]),
    );
    expect(await unitsTotal()).toBe(5);
    expect(await unitsTotal("nakheel")).toBe(3);
    expect(await unitsTotal("andalus")).toBe(2);
    expect(await unitsTotal("no such name")).toBe(0);
  });

  it("follows units as they come and go, whatever writes them", async () => {
    const db = await h.service.db.get();
    // Written straight to the table, as neither the API nor the seed would.
    await db.insert(units).values(
      [
        { propertyId: 2, unitNumber: "B1" },
        { propertyId: 2, unitNumber: "B2" },
        { propertyId: 1, unitNumber: "A3" },
      ].map((u) => ({ ...u, floorNumber: 1, rooms: 2, ...RESIDENTIAL_FLAT })),
    );
    expect(await unitsTotal("nakheel")).toBe(5);
    expect(await unitsTotal()).toBe(8);
    // A unit's own PUT leaves the count alone.
    const [unit] = await db.select({ id: units.id }).from(units).where(eq(units.unitNumber, "B1"));
    const put = await h.call("PUT", `/tenant/v1/units/${unit!.id}`, {
      body: { unit_number: "B1a", floor_number: 3, rooms: 4, ...RESIDENTIAL_FLAT_WIRE },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await unitsTotal("nakheel")).toBe(5);
    // A unit moved to another property (nothing does this today) moves in the counts too.
    await db.update(units).set({ propertyId: 1 }).where(eq(units.unitNumber, "B2"));
    expect(await unitsTotal("nakheel")).toBe(4);
    expect(await unitsTotal("andalus")).toBe(4);
    // Deleting a property deletes its units (a cascade), and they leave the totals.
    const deleted = await h.call("DELETE", "/tenant/v1/properties/3");
    expect(deleted.body.data.units_deleted).toBe(3);
    expect(await unitsTotal("nakheel")).toBe(1);
    expect(await unitsTotal()).toBe(5);
  });

  it("counts the units a deed import and a sync add", async () => {
    const db = await h.service.db.get();
    const registryUnit = (unit_number: string) => ({
      unit_number,
      floor_number: 0,
      rooms: 4,
      area: null,
      ...RESIDENTIAL_FLAT_WIRE,
    });
    const imported = {
      deedNumber: "510100000009",
      ownerId: "1090000001",
      deedDateHijri: "1440-01-01",
      propertyName: "Al Rabie Villas",
    };
    await db.insert(registryDeeds).values([
      { ...imported, units: [registryUnit("R1"), registryUnit("R2")] },
      // Property 1 in the registry: its two units and one more.
      {
        deedNumber: "310000000001",
        ownerId: "1090000001",
        deedDateHijri: "1440-01-01",
        propertyName: "Al Andalus Towers",
        units: ["A1", "A2", "A9"].map(registryUnit),
      },
    ]);
    const found = await h.call("POST", "/tenant/v1/properties/search-deed/remote", {
      body: {
        deed_id: Number(imported.deedNumber),
        owner_id: imported.ownerId,
        date: imported.deedDateHijri,
      },
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(await unitsTotal("rabie")).toBe(2);
    const synced = await h.call("POST", "/tenant/v1/properties/sync-deed/1");
    expect(synced.body.meta.changes).toContainEqual({
      field: "units",
      action: "added",
      unit_number: "A9",
    });
    expect(await unitsTotal("andalus")).toBe(5); // A1, A2, A3, B2 (above) and A9
    expect(await unitsTotal()).toBe(8);
  });
});
