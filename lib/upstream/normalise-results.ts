import "server-only";

import * as z from "zod/mini";

import type { Property } from "@/lib/rental/records";
import {
  contractDeletionSchema,
  deedSchema,
  propertyDeletionSchema,
  syncMetaSchema,
  type ContractDeletion,
  type Deed,
  type PropertyDeletion,
  type SyncMeta,
} from "@/lib/rental/results";

import { UpstreamError } from "./errors";
import {
  firstText,
  isObj,
  normaliseContract,
  normaliseProperty,
  normaliser,
  readEnvelope,
  toNumber,
  type Obj,
} from "./normalise";

// The answers the interface leaves open: deed searches, sync results and deletions. Parsed with
// lib/rental/results.ts like every record; what upstream leaves out is filled from what we
// asked (the deed's source, the id we deleted), never passed through unread.

const deedNormaliser = (source: Deed["source"]) =>
  normaliser(deedSchema, (raw) => ({
    document_number: firstText(raw.deed_number, raw.deed_id),
    owner_id: null,
    deed_date_hijri: null,
    deed_date: null,
    property_id: null,
    property_name: null,
    region_id: null,
    city_id: null,
    source,
  }));
const localDeed = deedNormaliser("local");
const registryDeed = deedNormaliser("registry");

/** POST properties/search-deed (`local`) and search-deed/remote (`registry`). */
export function readDeed(source: Deed["source"]) {
  const normalise = source === "local" ? localDeed : registryDeed;
  return (body: unknown): { data: Deed; meta: Record<never, never> } => ({
    data: normalise(readEnvelope(body).data),
    meta: {},
  });
}

const normaliseSyncMeta = normaliser(syncMetaSchema, () => ({ changes: [], synced_at: null }));

/** POST properties/sync-deed/{id}: the property, and what changed in `meta`. */
export function readSync(body: unknown): { data: Property; meta: SyncMeta } {
  const { data, meta } = readEnvelope(body);
  return { data: normaliseProperty(data), meta: normaliseSyncMeta(meta) };
}

/** The payload of a deletion; an empty answer (204) is a deletion without details. */
function deletionPayload(body: unknown): Obj {
  if (body === null) return {};
  const { data } = readEnvelope(body);
  return isObj(data) ? data : {};
}

function parsed<T>(result: { success: true; data: T } | { success: false }): T {
  if (!result.success) throw new UpstreamError("invalid-response");
  return result.data;
}

// The deletion's own fields; its contract is normalised as a record of its own.
const contractDeletionHead = z.omit(contractDeletionSchema, { contract: true });

/** DELETE contracts/{id}: a draft is gone; an active contract comes back terminated. */
export function readContractDeletion(
  body: unknown,
  id: number,
): { data: ContractDeletion; meta: Record<never, never> } {
  const raw = deletionPayload(body);
  const contract = isObj(raw.contract) ? normaliseContract(raw.contract) : null;
  const result = raw.result ?? (contract?.status === "terminated" ? "terminated" : "deleted");
  const data = parsed(contractDeletionHead.safeParse({ id: toNumber(raw.id) ?? id, result }));
  return { data: { ...data, contract }, meta: {} };
}

/** DELETE properties/{id}: a 2xx means it is gone; counts when upstream gives them. */
export function readPropertyDeletion(
  body: unknown,
  id: number,
): { data: PropertyDeletion; meta: Record<never, never> } {
  const raw = deletionPayload(body);
  const data = parsed(
    propertyDeletionSchema.safeParse({
      id: toNumber(raw.id) ?? id,
      document_number: firstText(raw.document_number) ?? null,
      deleted: true,
      units_deleted: toNumber(raw.units_deleted) ?? null,
    }),
  );
  return { data, meta: {} };
}
