import { eq } from "drizzle-orm";

import type { UnitUpdate } from "@/lib/rental/unit";

import type { ServiceDb } from "../db/open";
import { units } from "../db/schema";
import { fieldError, notFound } from "../http/errors";
import { isUniqueViolation } from "./list";
import { unitColumns, unitRecord } from "./records";

export async function getUnit(db: ServiceDb, id: number) {
  const [row] = await db.select(unitColumns).from(units).where(eq(units.id, id));
  if (!row) throw notFound("unit", id);
  return unitRecord(row);
}

/** PUT replaces the unit's fields: optional fields left out are cleared. */
export async function updateUnit(db: ServiceDb, id: number, body: UnitUpdate) {
  try {
    const [row] = await db
      .update(units)
      .set({
        unitNumber: body.unit_number,
        floorNumber: body.floor_number,
        rooms: body.rooms,
        unitUsage: body.unit_usage,
        unitType: body.unit_type,
        area: body.area ?? null,
        amenitiesBedrooms: body.amenities_bedrooms ?? null,
        amenitiesBathroomsFull: body.amenities_bathrooms_full ?? null,
        updatedAt: new Date(),
      })
      .where(eq(units.id, id))
      .returning(unitColumns);
    if (!row) throw notFound("unit", id);
    return unitRecord(row);
  } catch (error) {
    // The unique index decides, so two concurrent updates cannot both take a number.
    if (isUniqueViolation(error)) {
      throw fieldError("DUPLICATE_UNIT_NUMBER", "Another unit of this property has this number.", {
        unit_number: ["Another unit of this property has this number"],
      });
    }
    throw error;
  }
}
