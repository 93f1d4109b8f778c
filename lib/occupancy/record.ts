import "server-only";

import { getDb } from "@/lib/db";
import { logger } from "@/lib/observability/logger";
import { describeError } from "@/lib/observability/redact";
import type { Property, Unit } from "@/lib/rental/records";

import { indexProperty, indexPropertyGone, indexUnit } from "./index-store";

// What the BFF and the pages call after reading, syncing or changing a property or a unit
// (beside the register's recordProperty/recordUnit): the units index follows. Like the register,
// a failure here is logged and never turns the upstream success into an error.

async function quietly(what: string, ids: Record<string, unknown>, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    logger().error({ ...ids, err: describeError(error) }, `occupancy: ${what} failed`);
  }
}

/** A property read, synced or refreshed: its units as it lists them now. */
export const indexPropertyUnits = (property: Property) =>
  quietly("indexing a property", { propertyId: property.id }, async () =>
    indexProperty(await getDb(), property),
  );

/** A unit saved: its number and type. */
export const indexSavedUnit = (unit: Unit) =>
  quietly("indexing a unit", { unitId: unit.id }, async () => indexUnit(await getDb(), unit));

/** A property deleted: its units are gone. */
export const indexDeletedProperty = (propertyId: number) =>
  quietly("removing a property", { propertyId }, async () =>
    indexPropertyGone(await getDb(), propertyId),
  );
