import { and, count, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";

import type { propertyListQuerySchema } from "@/lib/rental/list-query";
import type { Property } from "@/lib/rental/records";

import type { ServiceDb } from "../db/open";
import { contracts, properties, units } from "../db/schema";
import { ApiError, notFound } from "../http/errors";
import { containsSearch, orderBy, pageOf, pagination } from "./list";
import { propertyColumns, propertyRecord, type PropertyFields, unitColumns } from "./records";

type PropertyQuery = z.output<typeof propertyListQuerySchema>;

async function withUnits(db: ServiceDb, rows: PropertyFields[]): Promise<Property[]> {
  if (rows.length === 0) return [];
  const unitRows = await db
    .select(unitColumns)
    .from(units)
    .where(
      inArray(
        units.propertyId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(units.propertyId, units.unitNumber, units.id);
  return rows.map((r) =>
    propertyRecord(
      r,
      unitRows.filter((u) => u.propertyId === r.id),
    ),
  );
}

/**
 * Our extension filters[synced_at][$lt]: synced before the instant, or never (null): the deeds
 * a "not synced within N days" list and a bulk sync of stale deeds are after.
 */
function syncedBefore(instant: string | undefined): SQL | undefined {
  if (instant === undefined) return undefined;
  return or(isNull(properties.syncedAt), lt(properties.syncedAt, new Date(instant)));
}

export async function listProperties(db: ServiceDb, query: PropertyQuery) {
  const where = and(
    containsSearch(properties.propertyNameSearch, query.filters?.property_name?.$contains),
    syncedBefore(query.filters?.synced_at?.$lt),
  );
  const { page, pageSize, offset } = pageOf(query);
  const sortColumns = {
    id: properties.id,
    property_name: properties.propertyName,
    document_number: properties.documentNumber,
    // Never synced is the oldest: first when ascending, last when descending (the index's order).
    synced_at: {
      order: (dir: "asc" | "desc") =>
        dir === "asc"
          ? sql`${properties.syncedAt} asc nulls first`
          : sql`${properties.syncedAt} desc nulls last`,
    },
  };
  // Our extension: the units of every matching property, so that a client can show a unit count
  // without paging through properties (meta.units_total). Each property keeps its unit count
  // (kept by the database, schema.ts): the sum comes from the same rows as the total.
  const [rows, [totals]] = await Promise.all([
    db
      .select(propertyColumns)
      .from(properties)
      .where(where)
      .orderBy(...orderBy(query.sort, sortColumns, properties.id))
      .limit(pageSize)
      .offset(offset),
    db
      .select({
        total: count(),
        units: sql<number>`coalesce(sum(${properties.unitCount}), 0)`.mapWith(Number),
      })
      .from(properties)
      .where(where),
  ]);
  return {
    data: await withUnits(db, rows),
    pagination: pagination(page, pageSize, totals?.total ?? 0),
    unitsTotal: totals?.units ?? 0,
  };
}

export async function getPropertyById(db: ServiceDb, id: number): Promise<Property> {
  const rows = await db.select(propertyColumns).from(properties).where(eq(properties.id, id));
  const [property] = await withUnits(db, rows);
  if (!property) throw notFound("property", id);
  return property;
}

export async function getPropertyByDocument(db: ServiceDb, documentNumber: string) {
  const rows = await db
    .select(propertyColumns)
    .from(properties)
    .where(eq(properties.documentNumber, documentNumber));
  const [property] = await withUnits(db, rows);
  if (!property) {
    throw new ApiError(404, "NOT_FOUND", `No property with document number ${documentNumber}.`, {
      resource: "property",
      document_number: documentNumber,
    });
  }
  return property;
}

/**
 * Deletes the property and its units. Refused while any unit has a contract that is still in
 * force or yet to start (draft or active); past contracts stay as history.
 */
export async function deleteProperty(db: ServiceDb, id: number, today: string) {
  return db.transaction(async (tx) => {
    // Lock the property's units so a contract cannot be created on one while we delete it.
    const [property] = await tx
      .select()
      .from(properties)
      .where(eq(properties.id, id))
      .for("update");
    if (!property) throw notFound("property", id);
    const unitRows = await tx
      .select({ id: units.id })
      .from(units)
      .where(eq(units.propertyId, id))
      .for("update");
    const unitIds = unitRows.map((u) => u.id);
    const open = unitIds.length
      ? await tx
          .select({ id: contracts.id })
          .from(contracts)
          .where(
            and(
              inArray(contracts.unitId, unitIds),
              ne(contracts.state, "terminated"),
              gte(contracts.endDate, today),
            ),
          )
      : [];
    if (open.length) {
      throw new ApiError(
        400,
        "PROPERTY_HAS_ACTIVE_CONTRACTS",
        "The property has draft or active contracts; delete or terminate them first.",
        { contract_ids: open.map((c) => c.id) },
      );
    }
    await tx.delete(properties).where(eq(properties.id, id)); // units go by ON DELETE CASCADE
    return {
      id,
      document_number: property.documentNumber,
      deleted: true,
      units_deleted: unitIds.length,
    };
  });
}
