import * as z from "zod/mini";

import { CONTRACT_TYPES } from "./contract-kinds";
import { CONTRACT_STATUSES } from "./contract-status";
import { UNIT_TYPES, UNIT_USAGES } from "./unit";

// Response records. The interface does not publish response bodies; these are the field names
// the rental service guarantees, and the shape the dashboard normalises any upstream into.

export { CONTRACT_STATUSES, type ContractStatus } from "./contract-status";

export const citySchema = z.object({ id: z.number(), name: z.string(), name_ar: z.string() });
export const regionSchema = z.object({
  id: z.number(),
  code: z.optional(z.string()),
  name: z.string(),
  name_ar: z.string(),
  cities: z.array(citySchema),
});

export const unitSchema = z.object({
  id: z.number(),
  property_id: z.number(),
  unit_number: z.string(),
  floor_number: z.number(),
  rooms: z.number(),
  unit_usage: z.enum(UNIT_USAGES),
  unit_type: z.enum(UNIT_TYPES),
  area: z.optional(z.nullable(z.number())),
  amenities_bedrooms: z.optional(z.nullable(z.number())),
  amenities_bathrooms_full: z.optional(z.nullable(z.number())),
});

export const propertySchema = z.object({
  id: z.number(),
  document_number: z.string(),
  property_name: z.string(),
  owner_id: z.string(),
  deed_date_hijri: z.string(),
  region_id: z.nullable(z.number()),
  city_id: z.nullable(z.number()),
  units: z.array(unitSchema),
  updated_at: z.optional(z.string()),
  synced_at: z.optional(z.nullable(z.string())),
});

export const partySchema = z.object({
  id: z.number(),
  id_number: z.string(),
  full_name: z.string(),
  phone_number: z.string(),
  date_of_birth: z.optional(z.nullable(z.string())),
  date_of_birth_hijri: z.optional(z.nullable(z.string())),
  region_id: z.optional(z.nullable(z.number())),
  city_id: z.optional(z.nullable(z.number())),
});

export const contractSchema = z.object({
  id: z.number(),
  status: z.enum(CONTRACT_STATUSES),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  duration: z.number(),
  contract_type: z.enum(CONTRACT_TYPES),
  parties: z.array(z.object({ role: z.string(), id: z.number() })),
  unit_id: z.string(),
  rental_fee: z.object({ total_units_rent: z.number(), billing_type: z.string() }),
  terms: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});

export const paginationSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  total: z.number(),
});

export type City = z.output<typeof citySchema>;
export type Region = z.output<typeof regionSchema>;
export type Unit = z.output<typeof unitSchema>;
export type Property = z.output<typeof propertySchema>;
export type Party = z.output<typeof partySchema>;
export type Contract = z.output<typeof contractSchema>;
export type Pagination = z.output<typeof paginationSchema>;

/** `{data, meta}`: the success envelope of every endpoint. Lists carry `meta.pagination`. */
export type Envelope<T> = { data: T; meta: Record<string, unknown> };
export type ListEnvelope<T> = { data: T[]; meta: { pagination: Pagination } };
