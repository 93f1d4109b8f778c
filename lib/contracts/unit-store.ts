import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";

import { contractRegister } from "./tables";
import type { KnownUnit } from "./unit-schemas";

// The register's knowledge of units and properties (`known_unit`), apart from store.ts: what a
// contract change keeps, what a property or unit read or saved here refreshes, and which units
// the register has still to learn (unit-backfill.ts). Like `known_parties`, learning a name
// never changes a contract's `updated_at`: the contract itself did not change.

/** What the register knows of the unit from any contract on it (the newest record wins). */
export async function knownUnitFor(db: DashboardDb, unitId: string): Promise<KnownUnit | null> {
  const c = contractRegister;
  const [row] = await db
    .select({ known: c.knownUnit })
    .from(c)
    .where(and(eq(c.unitId, unitId), isNotNull(c.knownUnit)))
    .orderBy(desc(c.updatedAt))
    .limit(1);
  return row?.known ?? null;
}

/**
 * A property read, synced or whose unit was saved here: every register row of one of its units
 * learns the unit's number and type and the property's name, deed number and place. Returns how
 * many rows changed.
 */
export async function learnUnits(
  db: DashboardDb,
  units: Record<string, KnownUnit>,
): Promise<number> {
  if (Object.keys(units).length === 0) return 0;
  const c = contractRegister;
  // One statement for the whole property, its units as one parameter; rows already current
  // are left alone.
  const rows = await db
    .update(c)
    .set({ knownUnit: sql`v.value` })
    .from(sql`jsonb_each(${JSON.stringify(units)}::jsonb) as v`)
    .where(and(sql`${c.unitId} = v.key`, sql`${c.knownUnit} is distinct from v.value`))
    .returning({ id: c.contractId });
  return rows.length;
}

/**
 * A unit saved here: its rows learn its new number and type; what they know of its property
 * stays. A row that knows nothing yet learns it from the property later.
 */
export async function learnUnitFields(
  db: DashboardDb,
  unitId: string,
  fields: Pick<KnownUnit, "unit_number" | "unit_type">,
): Promise<number> {
  const c = contractRegister;
  const rows = await db
    .update(c)
    .set({ knownUnit: sql`${c.knownUnit} || ${JSON.stringify(fields)}::jsonb` })
    .where(and(eq(c.unitId, unitId), isNotNull(c.knownUnit)))
    .returning({ id: c.contractId });
  return rows.length;
}

/** Up to `limit` unit ids of register rows that know nothing of their unit yet. */
export async function unitsNotKnown(db: DashboardDb, limit: number): Promise<string[]> {
  const c = contractRegister;
  const rows = await db
    .selectDistinct({ unitId: c.unitId })
    .from(c)
    .where(isNull(c.knownUnit))
    .orderBy(c.unitId)
    .limit(limit);
  return rows.map((r) => r.unitId);
}
