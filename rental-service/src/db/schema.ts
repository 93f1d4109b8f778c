import { sql } from "drizzle-orm";
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import type { UNIT_TYPES, UNIT_USAGES } from "@/lib/rental/unit-kinds";

// The rental service's storage. `$contains` filters run over pg_trgm GIN indexes so that a
// substring search stays an index scan at 100,000 properties (see bench/filters.ts).
//
// `*_search_text` columns hold searchText(<field>) (lib/rental/search-text.ts: Arabic letter variants,
// diacritics, tatweel, spacing, case and digits folded), written by the application on every
// insert and update (src/db/search-columns.ts) and filled in at start-up where NULL (a data
// directory from before the column existed). NULL means "not computed yet", never "no text".

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const regions = pgTable(
  "regions",
  {
    id: integer("id").primaryKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
    /** searchText of the English and the Arabic name, one per line. 13 rows: no index. */
    nameSearch: text("name_search_text"),
  },
  (t) => [uniqueIndex("regions_code_key").on(t.code)],
);

export const cities = pgTable(
  "cities",
  {
    id: integer("id").primaryKey(),
    regionId: integer("region_id")
      .notNull()
      .references(() => regions.id),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
  },
  (t) => [index("cities_region_idx").on(t.regionId)],
);

export const properties = pgTable(
  "properties",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    documentNumber: text("document_number").notNull(),
    propertyName: text("property_name").notNull(),
    /**
     * searchText(property_name). `$contains` runs as a plain LIKE on it (the needle normalised the
     * same way): under UTF-8, ILIKE lower-cases every row it checks and is about five times slower.
     */
    propertyNameSearch: text("property_name_search_text"),
    ownerId: text("owner_id").notNull(),
    deedDateHijri: text("deed_date_hijri").notNull(),
    regionId: integer("region_id").references(() => regions.id),
    cityId: integer("city_id").references(() => cities.id),
    syncedAt: timestamp("synced_at", { withTimezone: true }),
    /**
     * How many units the property has, kept by the database itself (triggers on `units`,
     * migration 0006_unit_count): the list's `meta.units_total` sums it over the matching
     * properties in the same scan that counts them, instead of joining every matching unit.
     */
    unitCount: integer("unit_count").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("properties_document_number_key").on(t.documentNumber),
    index("properties_name_search_trgm_idx").using("gin", t.propertyNameSearch.op("gin_trgm_ops")),
    // Holds only rows whose search text is not computed yet: the start-up check reads nothing.
    index("properties_search_pending_idx")
      .on(t.id)
      .where(sql`property_name_search_text is null`),
    // sort=property_name:asc|desc reads the first page from this index instead of sorting all.
    index("properties_name_idx").on(t.propertyName, t.id),
    // filters[synced_at][$lt] (stale deeds, never synced first) and sort=synced_at:asc|desc.
    index("properties_synced_idx").on(t.syncedAt.asc().nullsFirst(), t.id),
  ],
);

export const units = pgTable(
  "units",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    unitNumber: text("unit_number").notNull(),
    floorNumber: integer("floor_number").notNull(),
    rooms: integer("rooms").notNull(),
    unitUsage: text("unit_usage").notNull(),
    unitType: text("unit_type").notNull(),
    area: doublePrecision("area"),
    amenitiesBedrooms: integer("amenities_bedrooms"),
    amenitiesBathroomsFull: integer("amenities_bathrooms_full"),
    ...timestamps,
  },
  // Unit numbers are unique within a property, enforced by the database so that two
  // concurrent PUTs cannot both win.
  (t) => [uniqueIndex("units_property_unit_number_key").on(t.propertyId, t.unitNumber)],
);

export const parties = pgTable(
  "parties",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    idNumber: text("id_number").notNull(),
    fullName: text("full_name").notNull(),
    /** searchText(full_name). */
    fullNameSearch: text("full_name_search_text"),
    phoneNumber: text("phone_number").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    dateOfBirthHijri: text("date_of_birth_hijri"),
    regionId: integer("region_id").references(() => regions.id),
    cityId: integer("city_id").references(() => cities.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("parties_id_number_key").on(t.idNumber),
    index("parties_full_name_search_trgm_idx").using("gin", t.fullNameSearch.op("gin_trgm_ops")),
    index("parties_search_pending_idx")
      .on(t.id)
      .where(sql`full_name_search_text is null`),
    index("parties_id_number_trgm_idx").using("gin", t.idNumber.op("gin_trgm_ops")),
    index("parties_phone_trgm_idx").using("gin", t.phoneNumber.op("gin_trgm_ops")),
  ],
);

export type ContractPartyRef = { role: string; id: number };

export const contracts = pgTable(
  "contracts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** Stored: `active` or `terminated`; `draft`/`expired` are derived from the dates. */
    state: text("state").notNull().default("active"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    duration: integer("duration").notNull(),
    contractType: text("contract_type").notNull(),
    // No foreign key: a contract outlives its unit as history when a property is deleted.
    unitId: integer("unit_id").notNull(),
    parties: jsonb("parties").$type<ContractPartyRef[]>().notNull(),
    totalUnitsRent: doublePrecision("total_units_rent").notNull(),
    billingType: text("billing_type").notNull(),
    terms: jsonb("terms").$type<Record<string, unknown>>(),
    terminatedAt: timestamp("terminated_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("contracts_unit_idx").on(t.unitId, t.startDate)],
);

type UnitUsage = (typeof UNIT_USAGES)[number];
type UnitType = (typeof UNIT_TYPES)[number];

/** A unit as the registry lists it on a deed (lib/rental/results.ts: registeredUnitSchema). */
export type RegistryUnit = {
  unit_number: string;
  floor_number: number;
  rooms: number;
  unit_usage: UnitUsage;
  unit_type: UnitType;
  area: number | null;
};

/** The simulated national registry: every deed it knows, local or not. */
export const registryDeeds = pgTable("registry_deeds", {
  deedNumber: text("deed_number").primaryKey(),
  ownerId: text("owner_id").notNull(),
  deedDateHijri: text("deed_date_hijri").notNull(),
  propertyName: text("property_name").notNull(),
  regionId: integer("region_id").references(() => regions.id),
  cityId: integer("city_id").references(() => cities.id),
  units: jsonb("units")
    .$type<RegistryUnit[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const serviceSchema = {
  regions,
  cities,
  properties,
  units,
  parties,
  contracts,
  registryDeeds,
  settings,
};
