import type { Contract, ContractStatus, Party, Property, Unit } from "@/lib/rental/records";

import { type contracts, type parties, properties, units } from "../db/schema";

// Row → response record, with the field names of lib/rental/records.ts. The one place that knows
// both the column names and the wire names.

type PartyRow = typeof parties.$inferSelect;
type ContractRow = typeof contracts.$inferSelect;

/**
 * The columns a unit record is made of. Lists select only these: a page of 25 properties has
 * about 125 units, and every timestamp column read is a Date parsed for nothing.
 */
export const unitColumns = {
  id: units.id,
  propertyId: units.propertyId,
  unitNumber: units.unitNumber,
  floorNumber: units.floorNumber,
  rooms: units.rooms,
  unitUsage: units.unitUsage,
  unitType: units.unitType,
  area: units.area,
  amenitiesBedrooms: units.amenitiesBedrooms,
  amenitiesBathroomsFull: units.amenitiesBathroomsFull,
};

/** The columns a property record is made of (its units apart). */
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

type UnitRow = typeof units.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;
export type UnitFields = Pick<UnitRow, keyof typeof unitColumns>;
export type PropertyFields = Pick<PropertyRow, keyof typeof propertyColumns>;

export function unitRecord(row: UnitFields): Unit {
  return {
    id: row.id,
    property_id: row.propertyId,
    unit_number: row.unitNumber,
    floor_number: row.floorNumber,
    rooms: row.rooms,
    unit_usage: row.unitUsage as Unit["unit_usage"],
    unit_type: row.unitType as Unit["unit_type"],
    area: row.area,
    amenities_bedrooms: row.amenitiesBedrooms,
    amenities_bathrooms_full: row.amenitiesBathroomsFull,
  };
}

export function propertyRecord(row: PropertyFields, unitRows: UnitFields[]): Property {
  return {
    id: row.id,
    document_number: row.documentNumber,
    property_name: row.propertyName,
    owner_id: row.ownerId,
    deed_date_hijri: row.deedDateHijri,
    region_id: row.regionId,
    city_id: row.cityId,
    units: unitRows.map(unitRecord),
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
