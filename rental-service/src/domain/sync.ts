import { eq } from "drizzle-orm";

import type { ServiceDb } from "../db/open";
import { properties, registryDeeds, units } from "../db/schema";
import { propertyNameFields } from "../db/search-columns";
import { ApiError, notFound } from "../http/errors";
import { unitRows } from "./deeds";
import { getPropertyById } from "./properties";

export type SyncChange =
  | { field: string; from: string | number | null; to: string | number | null }
  | { field: "units"; action: "added"; unit_number: string };

const FIELDS = [
  ["property_name", "propertyName"],
  ["owner_id", "ownerId"],
  ["deed_date_hijri", "deedDateHijri"],
  ["region_id", "regionId"],
  ["city_id", "cityId"],
] as const;

/**
 * POST properties/sync-deed/{id}: pulls the registry's current data into the property. The
 * deed's fields (name, owner, Hijri date, region, city) are overwritten; registered units missing
 * locally (by unit number) are added. Existing units are never changed or removed: they may be
 * under contract and edited locally.
 */
export async function syncDeed(db: ServiceDb, id: number, now: Date) {
  const changes = await db.transaction(async (tx) => {
    const [property] = await tx
      .select()
      .from(properties)
      .where(eq(properties.id, id))
      .for("update");
    if (!property) throw notFound("property", id);
    const [deed] = await tx
      .select()
      .from(registryDeeds)
      .where(eq(registryDeeds.deedNumber, property.documentNumber));
    if (!deed) {
      throw new ApiError(404, "DEED_NOT_FOUND", "The national registry has no such deed.", {
        deed_id: property.documentNumber,
      });
    }
    const found: SyncChange[] = [];
    for (const [field, key] of FIELDS) {
      if (property[key] !== deed[key]) found.push({ field, from: property[key], to: deed[key] });
    }
    const local = await tx
      .select({ unitNumber: units.unitNumber })
      .from(units)
      .where(eq(units.propertyId, id));
    const known = new Set(local.map((u) => u.unitNumber));
    const missing = deed.units.filter((u) => !known.has(u.unit_number));
    if (missing.length) await tx.insert(units).values(unitRows(id, missing));
    for (const u of missing)
      found.push({ field: "units", action: "added", unit_number: u.unit_number });
    await tx
      .update(properties)
      .set({
        ...propertyNameFields(deed.propertyName),
        ownerId: deed.ownerId,
        deedDateHijri: deed.deedDateHijri,
        regionId: deed.regionId,
        cityId: deed.cityId,
        syncedAt: now,
        ...(found.length ? { updatedAt: now } : {}),
      })
      .where(eq(properties.id, id));
    return found;
  });
  return { property: await getPropertyById(db, id), changes };
}
