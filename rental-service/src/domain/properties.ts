import {
  and,
  count,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type { z } from "zod";

import type { propertyListQuerySchema } from "@/lib/rental/list-query";
import type { Property } from "@/lib/rental/records";

import type { ServiceDb } from "../db/open";
import { contracts, properties, units } from "../db/schema";
import { ApiError, notFound } from "../http/errors";
import { containsSearch, orderBy, pageOf, pagination, type SortColumn } from "./list";
import { propertyColumns, propertyRecord, unitsJson } from "./records";

type PropertyQuery = z.output<typeof propertyListQuerySchema>;

/**
 * Our extension filters[synced_at][$lt]: synced before the instant, or never (null): the deeds
 * a "not synced within N days" list and a bulk sync of stale deeds are after.
 */
function syncedBefore(instant: string | undefined): SQL | undefined {
  if (instant === undefined) return undefined;
  return or(isNull(properties.syncedAt), lt(properties.syncedAt, new Date(instant)));
}

/** The sortable fields of a property list, read from `p`: the table, or a page chosen from it. */
function sortColumns(p: Record<"id" | "propertyName" | "documentNumber" | "syncedAt", AnyColumn>) {
  return {
    id: p.id,
    property_name: p.propertyName,
    document_number: p.documentNumber,
    // Never synced is the oldest: first when ascending, last when descending (the index's order).
    synced_at: {
      order: (dir: "asc" | "desc") =>
        dir === "asc" ? sql`${p.syncedAt} asc nulls first` : sql`${p.syncedAt} desc nulls last`,
    },
  } satisfies Record<string, SortColumn>;
}

/** The name of the page of a list, chosen before its units are read. */
const PAGE = "page";

/** The columns of propertyColumns as `source` has them (a page chosen from the table). */
function columnsOf<S extends Record<keyof typeof propertyColumns, AnyColumn>>(source: S) {
  const names = Object.keys(propertyColumns) as (keyof typeof propertyColumns)[];
  return Object.fromEntries(names.map((name) => [name, source[name]])) as {
    [K in keyof typeof propertyColumns]: S[K];
  };
}

export async function listProperties(db: ServiceDb, query: PropertyQuery) {
  const where = and(
    containsSearch(properties.propertyNameSearch, query.filters?.property_name?.$contains),
    syncedBefore(query.filters?.synced_at?.$lt),
  );
  const { page, pageSize, offset } = pageOf(query);
  // The page is chosen first and its properties get their units after, in the same statement:
  // units are read for the rows of the page only, however deep the page (in one SELECT with a
  // LIMIT, PostgreSQL would also build them for every row the OFFSET skips). The outer query
  // keeps the page's order.
  const chosen = db
    .select(propertyColumns)
    .from(properties)
    .where(where)
    .orderBy(...orderBy(query.sort, sortColumns(properties), properties.id))
    .limit(pageSize)
    .offset(offset)
    .as(PAGE);
  // Our extension: the units of every matching property, so that a client can show a unit count
  // without paging through properties (meta.units_total). Each property keeps its unit count
  // (kept by the database, schema.ts): the sum comes from the same rows as the total.
  const [rows, [totals]] = await Promise.all([
    db
      .select({ property: columnsOf(chosen), units: unitsJson(PAGE) })
      .from(chosen)
      .orderBy(...orderBy(query.sort, sortColumns(chosen), chosen.id)),
    db
      .select({
        total: count(),
        units: sql<number>`coalesce(sum(${properties.unitCount}), 0)`.mapWith(Number),
      })
      .from(properties)
      .where(where),
  ]);
  return {
    data: rows.map((row) => propertyRecord(row.property, row.units)),
    pagination: pagination(page, pageSize, totals?.total ?? 0),
    unitsTotal: totals?.units ?? 0,
  };
}

async function readProperty(db: ServiceDb, where: SQL): Promise<Property | undefined> {
  const [row] = await db
    .select({ property: propertyColumns, units: unitsJson("properties") })
    .from(properties)
    .where(where);
  return row && propertyRecord(row.property, row.units);
}

export async function getPropertyById(db: ServiceDb, id: number): Promise<Property> {
  const property = await readProperty(db, eq(properties.id, id));
  if (!property) throw notFound("property", id);
  return property;
}

export async function getPropertyByDocument(db: ServiceDb, documentNumber: string) {
  const property = await readProperty(db, eq(properties.documentNumber, documentNumber));
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
      deleted: true as const,
      units_deleted: unitIds.length,
    };
  });
}
