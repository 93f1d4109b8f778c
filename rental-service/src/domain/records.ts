import { sql, type AnyColumn, type SQL } from "drizzle-orm";

import type { Contract, ContractStatus, Party, Property, Unit } from "@/lib/rental/records";

import { type contracts, type parties, properties, units } from "../db/schema";

// Row → response record, with the field names of lib/rental/records.ts. The one place that knows
// both the column names and the wire names.

type PartyRow = typeof parties.$inferSelect;
type ContractRow = typeof contracts.$inferSelect;

/**
 * A unit record: its wire names and the columns they come from, in the record's order. Reads
 * select with it (`db.select(unitColumns)`), so a row already has the wire names; lists and
 * property reads have the database build each property's units as JSON from the same table
 * (unitsJson), in the statement that reads the property.
 */
export const unitColumns = {
  id: units.id,
  property_id: units.propertyId,
  unit_number: units.unitNumber,
  floor_number: units.floorNumber,
  rooms: units.rooms,
  unit_usage: units.unitUsage,
  unit_type: units.unitType,
  area: units.area,
  amenities_bedrooms: units.amenitiesBedrooms,
  amenities_bathrooms_full: units.amenitiesBathroomsFull,
} satisfies Record<keyof Unit, AnyColumn>;

/**
 * The units of each property read by a query, as a JSON array of unit records (the names and
 * order of unitColumns) ordered by unit number, `[]` for none: a correlated subquery on the
 * `id` of `from`, the table or alias the query reads properties from. One statement reads the
 * properties and their units, where a second query would return some 125 rows of ten columns
 * for a page of 25 (on PGlite, reading those column by column cost more than the query). The
 * names are spelled out: drizzle leaves a column unqualified where it takes the query to read
 * one table, and `id` would then be the unit's.
 */
export function unitsJson(from: string): SQL<string> {
  const unit = (column: AnyColumn) => sql`${sql.identifier("unit")}.${sql.identifier(column.name)}`;
  const fields = sql.join(
    Object.entries(unitColumns).map(
      ([name, column]) => sql`${sql.raw(`'${name}'`)}, ${unit(column)}`,
    ),
    sql`, `,
  );
  const order = sql`${unit(units.unitNumber)}, ${unit(units.id)}`;
  return sql<string>`(select coalesce(json_agg(json_build_object(${fields}) order by ${order}), '[]')::text from ${units} as ${sql.identifier("unit")} where ${unit(units.propertyId)} = ${sql.identifier(from)}.${sql.identifier("id")})`;
}

/** The columns a property record is made of; `units` holds its units as JSON (unitsJson). */
export const propertyColumns = {
  id: properties.id,
  documentNumber: properties.documentNumber,
  propertyName: properties.propertyName,
  ownerId: properties.ownerId,
  deedDateHijri: properties.deedDateHijri,
  regionId: properties.regionId,
  cityId: properties.cityId,
  updatedAt: properties.updatedAt,
  syncedAt: properties.syncedAt,
};

type PropertyRow = typeof properties.$inferSelect;
/** A unit row as selected with unitColumns: a unit record whose usage and type are plain text. */
export type UnitFields = Omit<Unit, "unit_usage" | "unit_type"> & {
  unit_usage: string;
  unit_type: string;
};
export type PropertyFields = Pick<PropertyRow, keyof typeof propertyColumns>;

export function unitRecord(row: UnitFields): Unit {
  return {
    ...row,
    unit_usage: row.unit_usage as Unit["unit_usage"],
    unit_type: row.unit_type as Unit["unit_type"],
  };
}

/** A property record from its row and its units' JSON (unitsJson). */
export function propertyRecord(row: PropertyFields, unitsText: string): Property {
  return {
    id: row.id,
    document_number: row.documentNumber,
    property_name: row.propertyName,
    owner_id: row.ownerId,
    deed_date_hijri: row.deedDateHijri,
    region_id: row.regionId,
    city_id: row.cityId,
    units: JSON.parse(unitsText) as Unit[],
    updated_at: row.updatedAt.toISOString(),
    synced_at: row.syncedAt?.toISOString() ?? null,
  };
}

export function partyRecord(row: PartyRow): Party {
  return {
    id: row.id,
    id_number: row.idNumber,
    full_name: row.fullName,
    phone_number: row.phoneNumber,
    date_of_birth: row.dateOfBirth,
    date_of_birth_hijri: row.dateOfBirthHijri,
    region_id: row.regionId,
    city_id: row.cityId,
  };
}

/**
 * Only `terminated` is stored; the other statuses follow from the dates (Riyadh calendar day):
 * before the start date a contract is a `draft`, after its end date it has `expired`.
 */
export function contractStatus(
  row: Pick<ContractRow, "state" | "startDate" | "endDate">,
  today: string,
): ContractStatus {
  if (row.state === "terminated") return "terminated";
  if (today < row.startDate) return "draft";
  if (today > row.endDate) return "expired";
  return "active";
}

export function contractRecord(row: ContractRow, today: string): Contract {
  return {
    id: row.id,
    status: contractStatus(row, today),
    start_date: row.startDate,
    end_date: row.endDate,
    duration: row.duration,
    contract_type: row.contractType as Contract["contract_type"],
    parties: row.parties,
    unit_id: String(row.unitId),
    rental_fee: { total_units_rent: row.totalUnitsRent, billing_type: row.billingType },
    terms: row.terms,
  };
}
