import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import type { Party, Property } from "@/lib/rental/records";
import { searchParties } from "@/lib/parties/server";
import { listProperties } from "@/lib/properties/server";

// What the demo contracts are made of, read from upstream through the same functions the pages
// use: units of the newest properties (the bundled service's own demo contracts lease the first
// unit of its first properties, and people start at the top of a list), their owners as
// lessors, and a page of parties as tenants.

const PAGE = 100;

export type DemoUnit = {
  id: number;
  rooms: number;
  ownerIdNumber: string;
  /** The property's deed number: the register learns the unit's name from it (unit-names.ts). */
  documentNumber?: string;
};
export type DemoParty = Pick<Party, "id" | "id_number">;
export type Materials = {
  /** Only the bundled rental service counts units (meta.units_total): a real upstream is left alone. */
  ours: boolean;
  /** Units to try, one contract each, in order; a leased one is skipped. */
  units: DemoUnit[];
  parties: DemoParty[];
};

export async function readMaterials(user: SessionUser): Promise<Materials> {
  const [properties, parties] = await Promise.all([
    listProperties(user, { pagination: { page: 1, pageSize: PAGE }, sort: "id:desc" }),
    searchParties(user, { pagination: { page: 1, pageSize: PAGE }, sort: "id:asc" }),
  ]);
  return {
    ours: properties.meta.units_total !== null,
    units: spreadUnits(properties.data),
    parties: parties.data.map(({ id, id_number }) => ({ id, id_number })),
  };
}

/**
 * One unit of every property before a second of any, last units first, and first units last:
 * the demo spreads over many properties and stays off the units most likely leased already.
 */
export function spreadUnits(
  properties: (Pick<Property, "owner_id" | "units"> & Partial<Pick<Property, "document_number">>)[],
): DemoUnit[] {
  const lists = properties.map((p) =>
    p.units.map((u): DemoUnit => ({
      id: u.id,
      rooms: u.rooms,
      ownerIdNumber: p.owner_id,
      ...(p.document_number ? { documentNumber: p.document_number } : {}),
    })),
  );
  const rests = lists.map((units) => units.slice(1).reverse());
  const longest = Math.max(0, ...rests.map((l) => l.length));
  const spread: DemoUnit[] = [];
  for (let rank = 0; rank < longest; rank++) {
    for (const rest of rests) {
      const unit = rest[rank];
      if (unit) spread.push(unit);
    }
  }
  return [...spread, ...lists.flatMap((units) => units.slice(0, 1))];
}

/** The property owner's party record (an exact ID number among the search's matches), if any. */
export async function findOwner(user: SessionUser, idNumber: string): Promise<DemoParty | null> {
  const { data } = await searchParties(user, {
    filters: { id_number: { $contains: idNumber } },
    pagination: { page: 1, pageSize: 25 },
  });
  const owner = data.find((p) => p.id_number === idNumber);
  return owner ? { id: owner.id, id_number: owner.id_number } : null;
}

/** A year's rent (SAR) for the unit: by its rooms, more for commercial use, in whole 500s. */
export function annualRentOf(unit: DemoUnit, commercial: boolean): number {
  const rent = (14_000 + unit.rooms * 6_000) * (commercial ? 2.5 : 1);
  return Math.round(rent / 500) * 500;
}
