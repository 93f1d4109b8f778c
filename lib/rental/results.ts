import * as z from "zod/mini";

import { contractSchema, paginationSchema } from "./records";
import { UNIT_TYPES, UNIT_USAGES } from "./unit";

// Response shapes beyond the records: deed searches, sync results, deletions and list `meta`.
// The interface publishes none of them; these are what the rental service answers and what the
// dashboard normalises any upstream into. `z.object` drops undeclared fields, so a parsed answer
// carries only what is written here.

/** A unit as the national registry lists it on a deed (remote search). */
export const registeredUnitSchema = z.object({
  unit_number: z.string(),
  floor_number: z.optional(z.number()),
  rooms: z.optional(z.number()),
  unit_usage: z.optional(z.enum(UNIT_USAGES)),
  unit_type: z.optional(z.enum(UNIT_TYPES)),
  area: z.optional(z.nullable(z.number())),
});

export const DEED_SOURCES = ["local", "registry"] as const;

// POST properties/search-deed and properties/search-deed/remote
export const deedSchema = z.object({
  document_number: z.string(),
  owner_id: z.nullable(z.string()),
  deed_date_hijri: z.nullable(z.string()),
  deed_date: z.nullable(z.string()).check(z.describe("Gregorian equivalent of deed_date_hijri")),
  property_id: z.nullable(z.number()),
  property_name: z.nullable(z.string()),
  region_id: z.nullable(z.number()),
  city_id: z.nullable(z.number()),
  source: z.enum(DEED_SOURCES),
  imported: z
    .optional(z.boolean())
    .check(z.describe("Remote search: the deed became a local property just now")),
  units: z
    .optional(z.array(registeredUnitSchema))
    .check(z.describe("Remote search: the units registered on the deed")),
});

// POST properties/sync-deed/{id}: `meta.changes` lists what the registry changed.
export const syncChangeSchema = z.union([
  z.object({ field: z.literal("units"), action: z.literal("added"), unit_number: z.string() }),
  z.object({
    field: z.string(),
    from: z.nullable(z.union([z.string(), z.number()])),
    to: z.nullable(z.union([z.string(), z.number()])),
  }),
]);
export const syncMetaSchema = z.object({
  changes: z.array(syncChangeSchema),
  synced_at: z.nullable(z.string()),
});

// DELETE contracts/{id}: a draft is removed; an active contract is terminated and sent back.
export const CONTRACT_DELETION_RESULTS = ["deleted", "terminated"] as const;
export const contractDeletionSchema = z.object({
  id: z.number(),
  result: z.enum(CONTRACT_DELETION_RESULTS),
  contract: z.nullable(contractSchema),
});

// DELETE properties/{id}
export const propertyDeletionSchema = z.object({
  id: z.number(),
  document_number: z.nullable(z.string()),
  deleted: z.literal(true),
  units_deleted: z.nullable(z.number()),
});

/** `meta` of a record answer: nothing. */
export const emptyMetaSchema = z.object({});
/** `meta` of a list answer. */
export const listMetaSchema = z.object({ pagination: paginationSchema });
/**
 * `meta` of GET properties. `units_total` (units of all matching properties) is our rental
 * service's extension; null when an upstream does not send it.
 */
export const propertyListMetaSchema = z.extend(listMetaSchema, {
  units_total: z.nullable(z.int().check(z.nonnegative())),
});

export type RegisteredUnit = z.output<typeof registeredUnitSchema>;
export type Deed = z.output<typeof deedSchema>;
export type SyncChange = z.output<typeof syncChangeSchema>;
export type SyncMeta = z.output<typeof syncMetaSchema>;
export type ContractDeletion = z.output<typeof contractDeletionSchema>;
export type PropertyDeletion = z.output<typeof propertyDeletionSchema>;
export type ListMeta = z.output<typeof listMetaSchema>;
export type PropertyListMeta = z.output<typeof propertyListMetaSchema>;

/** `{data, meta}`: the success envelope of every endpoint, as a schema. */
export const envelopeOf = <D extends z.core.$ZodType, M extends z.core.$ZodType>(
  data: D,
  meta: M,
) => z.object({ data, meta });
export const recordOf = <D extends z.core.$ZodType>(data: D) => envelopeOf(data, emptyMetaSchema);
export const listOf = <D extends z.core.$ZodType>(item: D) =>
  envelopeOf(z.array(item), listMetaSchema);
