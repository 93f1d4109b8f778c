import "server-only";

import { z } from "zod";

import {
  contractSchema,
  partySchema,
  propertySchema,
  regionSchema,
  unitSchema,
  type Pagination,
  type Property,
} from "@/lib/rental/records";
import type { PropertyListMeta } from "@/lib/rental/results";

import { UpstreamError } from "./errors";

// The one place that knows what upstream responses look like. The interface does not publish
// response bodies, so we accept the shapes a real service is likely to send: `{data, meta}`
// envelopes (or a bare payload), pagination `meta` in Strapi style (`meta.pagination`) or
// Laravel style (`meta.total`, `meta.last_page`, ... or the same keys at the top level),
// numbers sent as numeric strings, missing optional fields. Every answer is parsed with the
// response schemas of lib/rental (records.ts, results.ts): extra fields are tolerated and
// dropped, upstream's own `meta` members are not passed on, and the output is always the
// dashboard's own types. Results beyond records (deeds, sync, deletions): normalise-results.ts.

export type Obj = Record<string, unknown>;

export function isObj(value: unknown): value is Obj {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Splits a body into payload and meta; a body without a `data` key is the payload itself. */
export function readEnvelope(body: unknown): { data: unknown; meta: Obj } {
  if (isObj(body) && "data" in body) {
    return { data: body.data, meta: isObj(body.meta) ? body.meta : {} };
  }
  return { data: body, meta: {} };
}

export function toNumber(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

/** Pagination in our shape from Strapi- or Laravel-style meta; a list without any is one page. */
export function readPagination(meta: Obj, body: unknown, count: number): Pagination {
  const strapi = isObj(meta.pagination) ? meta.pagination : null;
  const laravel = "total" in meta || "last_page" in meta ? meta : isObj(body) ? body : {};
  const page = toNumber(strapi?.page) ?? toNumber(laravel.current_page) ?? 1;
  const pageSize = toNumber(strapi?.pageSize) ?? toNumber(laravel.per_page) ?? Math.max(count, 1);
  const total = toNumber(strapi?.total) ?? toNumber(laravel.total) ?? count;
  const pageCount =
    toNumber(strapi?.pageCount) ??
    toNumber(laravel.last_page) ??
    Math.max(1, Math.ceil(total / Math.max(pageSize, 1)));
  return { page, pageSize, pageCount, total };
}

// Fields that may arrive as numeric strings (Laravel decimals, bigint ids).
const NUMERIC_KEYS = new Set([
  "id",
  "property_id",
  "floor_number",
  "rooms",
  "area",
  "amenities_bedrooms",
  "amenities_bathrooms_full",
  "region_id",
  "city_id",
  "duration",
  "total_units_rent",
]);

// Identifiers that are text in our types but may arrive as numbers.
const TEXT_KEYS = new Set([
  "document_number",
  "unit_id",
  "unit_number",
  "id_number",
  "owner_id",
  "phone_number",
]);

/**
 * Known numeric fields sent as strings become numbers, and the reverse, recursively. Written as
 * plain loops: it runs on every field of every record of every answer (a page of 25 properties
 * has about 1,500), where entries arrays and spreads cost more than zod's own parse.
 */
function coerceScalars(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = coerceScalars(value[i]);
    return out;
  }
  return coerceFields(value as Obj, false);
}

/** An object's fields coerced; with `dropNull`, a null or absent value leaves its key out. */
function coerceFields(value: Obj, dropNull: boolean): Obj {
  const out: Obj = {};
  /* eslint-disable local/prototype-safe-keys -- `__proto__`, the one key whose assignment is not
     a field (it would replace out's prototype, and zod reads through prototypes), is dropped
     first; a null-prototype `out` would be slower here, and no schema has that field. */
  for (const key of Object.keys(value)) {
    if (key === "__proto__") continue;
    const item = value[key];
    if (item === null || item === undefined) {
      if (!dropNull) out[key] = item;
    } else if (NUMERIC_KEYS.has(key)) out[key] = toNumber(item) ?? coerceScalars(item);
    else if (typeof item === "number") out[key] = TEXT_KEYS.has(key) ? String(item) : item;
    else out[key] = coerceScalars(item);
  }
  /* eslint-enable local/prototype-safe-keys */
  return out;
}

export function normaliser<S extends z.core.$ZodType>(schema: S, defaults: (raw: Obj) => Obj) {
  return (raw: unknown): z.output<S> => {
    if (!isObj(raw)) throw new UpstreamError("invalid-response");
    // A null from upstream for a field we default means "absent": the default applies. Filled
    // in place rather than by spreading two objects into a third (several times slower here).
    const present = coerceFields(raw, true);
    // Defaults see what upstream sent, nulls included (a null synced_at is "never synced").
    const fallback = defaults(raw);
    for (const key of Object.keys(fallback)) {
      if (present[key] === undefined) present[key] = fallback[key];
    }
    const parsed = z.safeParse(schema, present);
    if (!parsed.success) throw new UpstreamError("invalid-response");
    return parsed.data;
  };
}

export function firstText(...values: unknown[]): string | undefined {
  const found = values.find((v) => typeof v === "string" || typeof v === "number");
  return found === undefined ? undefined : String(found);
}

export const normaliseUnit = normaliser(unitSchema, () => ({
  area: null,
  amenities_bedrooms: null,
  amenities_bathrooms_full: null,
}));

export const normaliseProperty = normaliser(propertySchema, (raw) => ({
  // The deed number is the document number when upstream names only one of them.
  document_number: firstText(raw.deed_number, raw.deed_id),
  region_id: null,
  city_id: null,
  // null: never synced (our rental service says so); absent: upstream does not tell ("not
  // available" on the page), which a null default would turn into "never".
  ...("synced_at" in raw ? { synced_at: null } : {}),
  units: [],
}));

export const normaliseParty = normaliser(partySchema, () => ({
  date_of_birth: null,
  date_of_birth_hijri: null,
  region_id: null,
  city_id: null,
}));

export const normaliseContract = normaliser(contractSchema, () => ({
  start_date: null,
  end_date: null,
  terms: null,
}));

export const normaliseRegion = normaliser(regionSchema, () => ({ cities: [] }));

/** `{data: record, meta: {}}` for a single record; upstream's own `meta` is not passed on. */
export function readRecord<T>(body: unknown, normalise: (raw: unknown) => T) {
  return { data: normalise(readEnvelope(body).data), meta: {} };
}

function readRecords<T>(body: unknown, normalise: (raw: unknown) => T) {
  const { data, meta } = readEnvelope(body);
  if (!Array.isArray(data)) throw new UpstreamError("invalid-response");
  return { records: data.map(normalise), meta };
}

/** `{data: records[], meta: {pagination}}` for a list, in our pagination shape whatever the style. */
export function readList<T>(body: unknown, normalise: (raw: unknown) => T) {
  const { records, meta } = readRecords(body, normalise);
  return { data: records, meta: { pagination: readPagination(meta, body, records.length) } };
}

/** GET properties: a list whose `meta` may carry our service's `units_total` (else null). */
export function readPropertyList(body: unknown): {
  data: Property[];
  meta: PropertyListMeta;
} {
  const { records, meta } = readRecords(body, normaliseProperty);
  const unitsTotal = toNumber(meta.units_total);
  return {
    data: records,
    meta: {
      pagination: readPagination(meta, body, records.length),
      units_total: unitsTotal !== undefined && unitsTotal >= 0 ? Math.trunc(unitsTotal) : null,
    },
  };
}

// Readers for upstream functions: `read: asList(normaliseRegion)`.
export const asRecord =
  <T>(normalise: (raw: unknown) => T) =>
  (body: unknown) =>
    readRecord(body, normalise);
export const asList =
  <T>(normalise: (raw: unknown) => T) =>
  (body: unknown) =>
    readList(body, normalise);
