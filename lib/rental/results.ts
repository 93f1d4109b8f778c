import { z } from "zod";

import { contractSchema, paginationSchema } from "./records";
import { UNIT_TYPES, UNIT_USAGES } from "./unit";

// Response shapes beyond the records: deed searches, sync results, deletions and list `meta`.
// The interface publishes none of them; these are what the rental service answers and what the
// dashboard normalises any upstream into. `z.object` drops undeclared fields, so a parsed answer
// carries only what is written here.

/** A unit as the national registry lists it on a deed (remote search). */
export const registeredUnitSchema = z.object({
  unit_number: z.string(),
  floor_number: z.number().optional(),
  rooms: z.number().optional(),
  unit_usage: z.enum(UNIT_USAGES).optional(),
  unit_type: z.enum(UNIT_TYPES).optional(),
  area: z.number().nullable().optional(),
});

export const DEED_SOURCES = ["local", "registry"] as const;

// POST properties/search-deed and properties/search-deed/remote
export const deedSchema = z.object({
  document_number: z.string(),
  owner_id: z.string().nullable(),
  deed_date_hijri: z.string().nullable(),
  deed_date: z.string().nullable().describe("Gregorian equivalent of deed_date_hijri"),
  property_id: z.number().nullable(),
  property_name: z.string().nullable(),
  region_id: z.number().nullable(),
  city_id: z.number().nullable(),
  source: z.enum(DEED_SOURCES),
  imported: z
    .boolean()
    .optional()
    .describe("Remote search: the deed became a local property just now"),
  units: z
    .array(registeredUnitSchema)
    .optional()
    .describe("Remote search: the units registered on the deed"),
});

// POST properties/sync-deed/{id}: `meta.changes` lists what the registry changed.
export const syncChangeSchema = z.union([
  z.object({ field: z.literal("units"), action: z.literal("added"), unit_number: z.string() }),
  z.object({
    field: z.string(),
    from: z.union([z.string(), z.number()]).nullable(),
    to: z.union([z.string(), z.number()]).nullable(),
  }),
]);
export const syncMetaSchema = z.object({
  changes: z.array(syncChangeSchema),
  synced_at: z.string().nullable(),
});

// DELETE contracts/{id}: a draft is removed; an active contract is terminated and sent back.
export const CONTRACT_DELETION_RESULTS = ["deleted", "terminated"] as const;
export const contractDeletionSchema = z.object({
  id: z.number(),
  result: z.enum(CONTRACT_DELETION_RESULTS),
  contract: contractSchema.nullable(),
});

// DELETE properties/{id}
export const propertyDeletionSchema = z.object({
  id: z.number(),
  document_number: z.string().nullable(),
  deleted: z.literal(true),
  units_deleted: z.number().nullable(),
});

/** `meta` of a record answer: nothing. */
export const emptyMetaSchema = z.object({});
/** `meta` of a list answer. */
export const listMetaSchema = z.object({ pagination: paginationSchema });
/**
 * `meta` of GET properties. `units_total` (units of all matching properties) is our rental
 * service's extension; null when an upstream does not send it.
 */
export const propertyListMetaSchema = listMetaSchema.extend({
  units_total: z.number().int().nonnegative().nullable(),
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
export const envelopeOf = <D extends z.ZodType, M extends z.ZodType>(data: D, meta: M) =>
  z.object({ data, meta });
export const recordOf = <D extends z.ZodType>(data: D) => envelopeOf(data, emptyMetaSchema);
export const listOf = <D extends z.ZodType>(item: D) => envelopeOf(z.array(item), listMetaSchema);
