import { and, arrayOverlaps, asc, inArray, isNotNull, sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";

import { contractRegister } from "./tables";
import type { KnownUnit } from "./unit-schemas";

// What the register knows by record number, for readers that hold only record numbers (the
// audit log's targets): a contract's unit, a unit, a party's name, a property's name. One
// query per kind asked for, however many ids.

export type RegisterNameQuery = {
  contracts?: number[];
  units?: string[];
  parties?: number[];
  properties?: number[];
};

export type RegisterNames = {
  contracts: Record<string, { unit_id: string; known_unit: KnownUnit | null }>;
  units: Record<string, KnownUnit>;
  parties: Record<string, string>;
  properties: Record<string, string>;
};

export async function namesInRegister(
  db: DashboardDb,
  query: RegisterNameQuery,
): Promise<RegisterNames> {
  const c = contractRegister;
  const [contracts, units, parties, properties] = await Promise.all([
    query.contracts?.length
      ? db
          .select({ id: c.contractId, unit_id: c.unitId, known_unit: c.knownUnit })
          .from(c)
          .where(inArray(c.contractId, query.contracts))
      : [],
    query.units?.length
      ? db
          .select({ unitId: c.unitId, known: c.knownUnit })
          .from(c)
          .where(and(inArray(c.unitId, query.units), isNotNull(c.knownUnit)))
          .orderBy(asc(c.updatedAt))
      : [],
    query.parties?.length
      ? db
          .select({ known: c.knownParties })
          .from(c)
          .where(arrayOverlaps(c.partyIds, query.parties))
          .orderBy(asc(c.updatedAt))
      : [],
    query.properties?.length
      ? db
          .select({ known: c.knownUnit })
          .from(c)
          .where(
            and(
              isNotNull(c.knownUnit),
              inArray(sql<number>`(${c.knownUnit}->>'property_id')::integer`, query.properties),
            ),
          )
          .orderBy(asc(c.updatedAt))
      : [],
  ]);
  // Later rows win: the newest name each was known by.
  const wantedParties = new Set((query.parties ?? []).map(String));
  const partyNames: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const row of parties)
    for (const [id, party] of Object.entries(row.known))
      if (wantedParties.has(id)) partyNames[id] = party.full_name;
  return {
    contracts: Object.fromEntries(
      contracts.map((r) => [String(r.id), { unit_id: r.unit_id, known_unit: r.known_unit }]),
    ),
    units: Object.fromEntries(units.flatMap((r) => (r.known ? [[r.unitId, r.known]] : []))),
    parties: partyNames,
    properties: Object.fromEntries(
      properties.flatMap((r) =>
        r.known ? [[String(r.known.property_id), r.known.property_name]] : [],
      ),
    ),
  };
}
