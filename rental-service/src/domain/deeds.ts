import { eq } from "drizzle-orm";

import type { DeedRemoteSearch } from "@/lib/rental/deed";
import { hijriToGregorian } from "@/lib/rental/dates";

import type { ServiceDb } from "../db/open";
import { properties, registryDeeds, type RegistryUnit, units } from "../db/schema";
import { propertyNameFields } from "../db/search-columns";
import { ApiError, fieldError } from "../http/errors";

// Deed search, local and remote. "Remote" is the simulated national registry (registry_deeds).

type RegistryRow = typeof registryDeeds.$inferSelect;

function deedNotFound(deedId: number | string, where: string): ApiError {
  return new ApiError(404, "DEED_NOT_FOUND", `No deed ${deedId} ${where}.`, {
    deed_id: String(deedId),
  });
}

/** POST properties/search-deed: the deed of a property the service already holds. */
export async function searchLocalDeed(db: ServiceDb, deedId: number) {
  const [row] = await db
    .select()
    .from(properties)
    .where(eq(properties.documentNumber, String(deedId)));
  if (!row) throw deedNotFound(deedId, "among local properties");
  return {
    document_number: row.documentNumber,
    owner_id: row.ownerId,
    deed_date_hijri: row.deedDateHijri,
    deed_date: hijriToGregorian(row.deedDateHijri),
    property_id: row.id,
    property_name: row.propertyName,
    region_id: row.regionId,
    city_id: row.cityId,
    source: "local" as const,
  };
}

/**
 * POST properties/search-deed/remote: the registry deed, if the owner's ID and the Hijri date
 * match. A matching deed that is not yet local becomes a local property (with its registered
 * units) so that a client can open and sync it at once.
 */
export async function searchRemoteDeed(db: ServiceDb, input: DeedRemoteSearch) {
  const [deed] = await db
    .select()
    .from(registryDeeds)
    .where(eq(registryDeeds.deedNumber, String(input.deed_id)));
  if (!deed) throw deedNotFound(input.deed_id, "in the national registry");
  const fields: Record<string, string[]> = {};
  if (deed.ownerId !== input.owner_id) fields.owner_id = ["Does not match the deed's owner"];
  if (deed.deedDateHijri !== input.date) fields.date = ["Does not match the deed's date"];
  if (Object.keys(fields).length) {
    throw fieldError("DEED_MISMATCH", "The owner ID or the date does not match the deed.", fields);
  }
  const { propertyId, imported } = await importDeed(db, deed);
  return {
    document_number: deed.deedNumber,
    owner_id: deed.ownerId,
    deed_date_hijri: deed.deedDateHijri,
    deed_date: hijriToGregorian(deed.deedDateHijri),
    property_name: deed.propertyName,
    region_id: deed.regionId,
    city_id: deed.cityId,
    units: deed.units,
    property_id: propertyId,
    imported,
    source: "registry" as const,
  };
}

async function importDeed(db: ServiceDb, deed: RegistryRow) {
  return db.transaction(async (tx) => {
    // ON CONFLICT: two searches for the same new deed at once import it once.
    const [created] = await tx
      .insert(properties)
      .values({
        documentNumber: deed.deedNumber,
        ...propertyNameFields(deed.propertyName),
        ownerId: deed.ownerId,
        deedDateHijri: deed.deedDateHijri,
        regionId: deed.regionId,
        cityId: deed.cityId,
        syncedAt: new Date(),
      })
      .onConflictDoNothing({ target: properties.documentNumber })
      .returning({ id: properties.id });
    if (created) {
      if (deed.units.length) await tx.insert(units).values(unitRows(created.id, deed.units));
      return { propertyId: created.id, imported: true };
    }
    const [existing] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.documentNumber, deed.deedNumber));
    return { propertyId: existing?.id ?? null, imported: false };
  });
}

export function unitRows(propertyId: number, registered: RegistryUnit[]) {
  return registered.map((u) => ({
    propertyId,
    unitNumber: u.unit_number,
    floorNumber: u.floor_number,
    rooms: u.rooms,
    unitUsage: u.unit_usage,
    unitType: u.unit_type,
    area: u.area,
  }));
}
