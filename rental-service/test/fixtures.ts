import { and, asc, eq, gte, ne } from "drizzle-orm";

import { contracts, registryDeeds, units } from "../src/db/schema";
import type { Harness } from "./harness";

// Reads seeded records straight from the database, so tests name real rows without
// hard-coding what the seed's PRNG produced.

export async function registryOnlyDeed(h: Harness, index = 0) {
  const db = await h.service.db.get();
  const rows = await db
    .select()
    .from(registryDeeds)
    .where(gte(registryDeeds.deedNumber, "5"))
    .orderBy(asc(registryDeeds.deedNumber));
  const row = rows[index];
  if (!row) throw new Error("no registry-only deed");
  return row;
}

export async function localDeed(h: Harness, propertyId: number) {
  const db = await h.service.db.get();
  const rows = await db.select().from(registryDeeds).orderBy(asc(registryDeeds.deedNumber));
  return rows[propertyId - 1]!;
}

/** A unit with no draft/active contract, so a new contract may start on it today. */
export async function freeUnit(h: Harness, skip = 0): Promise<number> {
  const db = await h.service.db.get();
  const taken = new Set(
    (
      await db
        .select({ u: contracts.unitId })
        .from(contracts)
        .where(ne(contracts.state, "terminated"))
    ).map((r) => r.u),
  );
  const all = await db.select({ id: units.id }).from(units).orderBy(asc(units.id));
  const free = all.filter((u) => !taken.has(u.id));
  return free[skip]!.id;
}

export async function contractsOfState(h: Harness, state: string) {
  const db = await h.service.db.get();
  return db
    .select()
    .from(contracts)
    .where(and(eq(contracts.state, state)));
}
