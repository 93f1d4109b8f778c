import { and, eq, inArray, isNull, lt, notInArray, sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import type { Property, Unit } from "@/lib/rental/records";

import { unitIndex } from "./tables";

// Writes of the units index (tables.ts). Every property the dashboard reads, syncs or refreshes
// upserts its units here: a unit keeps its first sighting, learns its current number, type and
// property, and is no longer gone. What a property no longer lists is marked gone.

const riyadhDay = (column: unknown) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;
export { riyadhDay };

/** Upserts the property's units; marks gone those of its units it no longer lists. */
export function indexProperty(db: DashboardDb, property: Property): Promise<number> {
  return indexProperties(db, [property]);
}

/**
 * indexProperty for a page of properties in two statements (a refresh's page of 100 properties
 * was 200 before, about a second of the instance's only thread on PGlite): their units upserted,
 * then those of their units none of them lists any more marked gone. Returns how many units.
 */
export async function indexProperties(db: DashboardDb, properties: Property[]): Promise<number> {
  if (properties.length === 0) return 0;
  const u = unitIndex;
  // One row per unit id (a unit listed twice would fail the upsert), the last listing winning.
  const rows = new Map(
    properties.flatMap((property) =>
      property.units.map((unit) => [
        String(unit.id),
        {
          unitId: String(unit.id),
          unitNumber: unit.unit_number,
          unitType: unit.unit_type,
          propertyId: property.id,
          documentNumber: property.document_number,
          propertyName: property.property_name,
          regionId: property.region_id,
          cityId: property.city_id,
        },
      ]),
    ),
  );
  const ids = [...rows.keys()];
  if (ids.length > 0) {
    await db
      .insert(u)
      .values([...rows.values()])
      .onConflictDoUpdate({
        target: u.unitId,
        set: {
          unitNumber: sql`excluded.unit_number`,
          unitType: sql`excluded.unit_type`,
          propertyId: sql`excluded.property_id`,
          documentNumber: sql`excluded.document_number`,
          propertyName: sql`excluded.property_name`,
          regionId: sql`excluded.region_id`,
          cityId: sql`excluded.city_id`,
          lastSeenAt: sql`now()`,
          goneAt: sql`null`,
        },
      });
  }
  await db
    .update(u)
    .set({ goneAt: sql`now()` })
    .where(
      and(
        inArray(
          u.propertyId,
          properties.map((property) => property.id),
        ),
        isNull(u.goneAt),
        ...(ids.length > 0 ? [notInArray(u.unitId, ids)] : []),
      ),
    );
  return properties.reduce((sum, property) => sum + property.units.length, 0);
}

/** A unit saved here: its number and type change; what it knows of its property stays. */
export async function indexUnit(db: DashboardDb, unit: Unit): Promise<void> {
  await db
    .update(unitIndex)
    .set({ unitNumber: unit.unit_number, unitType: unit.unit_type, lastSeenAt: sql`now()` })
    .where(eq(unitIndex.unitId, String(unit.id)));
}

/** A property deleted here: its units are gone. */
export async function indexPropertyGone(db: DashboardDb, propertyId: number): Promise<void> {
  await db
    .update(unitIndex)
    .set({ goneAt: sql`now()` })
    .where(and(eq(unitIndex.propertyId, propertyId), isNull(unitIndex.goneAt)));
}

/**
 * After a complete read of the property list that started at `since` (the database's clock):
 * every unit not seen since then is gone. Returns how many were marked.
 */
export async function markUnseenGone(db: DashboardDb, since: Date): Promise<number> {
  const rows = await db
    .update(unitIndex)
    .set({ goneAt: sql`now()` })
    .where(and(isNull(unitIndex.goneAt), lt(unitIndex.lastSeenAt, since)))
    .returning({ id: unitIndex.unitId });
  return rows.length;
}
