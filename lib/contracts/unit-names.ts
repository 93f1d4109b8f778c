import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import { logger } from "@/lib/observability/logger";
import { describeError } from "@/lib/observability/redact";
import { getProperty } from "@/lib/properties/server";
import type { Property } from "@/lib/rental/records";

import type { KnownUnit } from "./unit-schemas";

// Upstream's contract names its unit by record number only, and the interface cannot read a
// property by its record number (GET properties/{documentNumber} takes the deed number). The
// wizard's unit picker found the unit in a property, so a new contract comes with that
// property's deed number; the server reads the property and keeps what a person reads of the
// unit only when the property lists the contract's unit: a wrong deed number teaches nothing,
// and no name a browser sends is ever stored. A property read, updated or synced here later
// refreshes every register row of its units (register.ts).

/** What the register keeps of `unitId` from its property; null when the property lacks it. */
export function knownUnitIn(property: Property, unitId: string | number): KnownUnit | null {
  const unit = property.units.find((u) => String(u.id) === String(unitId));
  return unit ? knownUnitOf(property, unit) : null;
}

export function knownUnitOf(property: Property, unit: Property["units"][number]): KnownUnit {
  return {
    unit_number: unit.unit_number,
    unit_type: unit.unit_type,
    property_id: property.id,
    document_number: property.document_number,
    property_name: property.property_name,
    region_id: property.region_id,
    city_id: property.city_id,
  };
}

/** Every unit of the property as the register keeps it, by unit id. */
export function knownUnitsOf(property: Property): Record<string, KnownUnit> {
  return Object.fromEntries(property.units.map((u) => [String(u.id), knownUnitOf(property, u)]));
}

/** The contract's unit, read upstream from the property whose deed number came with it. */
export async function lookUpUnit(
  user: SessionUser,
  unitId: string,
  documentNumber: string,
): Promise<KnownUnit | null> {
  try {
    return knownUnitIn((await getProperty(user, documentNumber)).data, unitId);
  } catch (error) {
    // The contract is made; its register row shows the unit's record number until learned.
    logger().warn({ unitId, err: describeError(error) }, "unit look-up failed");
    return null;
  }
}
