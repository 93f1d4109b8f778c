import fc from "fast-check";
import { z } from "zod";

import { contractCreateSchema, contractUpdateSchema } from "@/lib/rental/contract";
import { deedRemoteSearchSchema, deedSearchSchema } from "@/lib/rental/deed";
import {
  parseQueryString,
  partySearchQuerySchema,
  propertyListQuerySchema,
  regionListQuerySchema,
} from "@/lib/rental/list-query";
import { partyUpdateSchema } from "@/lib/rental/party";
import { unitUpdateSchema } from "@/lib/rental/unit";
import { documentNumber, idParams, recordId } from "@/lib/rental/path-params";

// GET and DELETE /properties/{…} share the route folder `[ref]`: read as a deed number by GET,
// as the property's id by DELETE (lib/upstream/http.ts renames the segment the same way).
const refAs = (name: string, schema: z.core.$ZodType) =>
  z.preprocess(
    (p) => ({ [name]: (p as { ref?: unknown } | null)?.ref }),
    z.object({ [name]: schema }),
  );
const documentNumberParams = refAs("documentNumber", documentNumber);
const propertyIdParams = refAs("id", recordId);

// The 14 mirrored endpoints for the abuse suite: method, dashboard path, the route module, the
// schemas that decide whether a request is valid (the oracle), and generators of requests that
// are valid, nearly valid (one field dropped, retyped or added) or arbitrary.

type Schema = z.core.$ZodType;
export type Case = { params: Record<string, string>; search: string; body: string | undefined };
export type Endpoint = {
  name: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Dashboard path with `{param}` placeholders. */
  path: string;
  route: () => Promise<Record<string, unknown>>;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  valid: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
};

const unitBody = {
  unit_number: "A-12",
  floor_number: 2,
  rooms: 3,
  unit_usage: "residential_families",
  unit_type: "apartment",
  area: 120.5,
  amenities_bedrooms: 2,
  amenities_bathrooms_full: 2,
};
const contractBody = {
  duration: 1,
  contract_type: "residential",
  parties: [
    { role: "lessor", id: 1 },
    { role: "tenant", id: 2 },
  ],
  unit_id: "12",
  rental_fee: { total_units_rent: 24000, billing_type: "monthly" },
  terms: { residential_auto_renewal: 0, notice_period_in_days: 30 },
};
const partyBody = {
  id_number: "1016690206",
  full_name: "نورة الحربي",
  phone_number: "+966501234567",
  date_of_birth: "1990-05-01",
  region_id: 1,
  city_id: 3,
};

export const ENDPOINTS: Endpoint[] = [
  {
    name: "search parties",
    method: "GET",
    path: "/api/v1/parties/search-party",
    route: () => import("@/app/api/v1/parties/search-party/route"),
    query: partySearchQuerySchema,
    valid: { query: { "filters[full_name][$contains]": "نورة", "pagination[page]": "1" } },
  },
  {
    name: "update a party",
    method: "PUT",
    path: "/api/v1/parties/{id}",
    route: () => import("@/app/api/v1/parties/[id]/route"),
    params: idParams,
    body: partyUpdateSchema,
    valid: { params: { id: "7" }, body: partyBody },
  },
  {
    name: "create a contract",
    method: "POST",
    path: "/api/v1/contracts",
    route: () => import("@/app/api/v1/contracts/route"),
    body: contractCreateSchema,
    valid: { body: contractBody },
  },
  {
    name: "update a contract",
    method: "PUT",
    path: "/api/v1/contracts/{id}",
    route: () => import("@/app/api/v1/contracts/[id]/route"),
    params: idParams,
    body: contractUpdateSchema,
    valid: { params: { id: "5" }, body: { start_date: "2027-01-01", end_date: "2028-01-01" } },
  },
  {
    name: "delete a contract",
    method: "DELETE",
    path: "/api/v1/contracts/{id}",
    route: () => import("@/app/api/v1/contracts/[id]/route"),
    params: idParams,
    valid: { params: { id: "5" } },
  },
  {
    name: "search a deed",
    method: "POST",
    path: "/api/v1/properties/search-deed",
    route: () => import("@/app/api/v1/properties/search-deed/route"),
    body: deedSearchSchema,
    valid: { body: { deed_id: 310100000398 } },
  },
  {
    name: "search a deed in the registry",
    method: "POST",
    path: "/api/v1/properties/search-deed/remote",
    route: () => import("@/app/api/v1/properties/search-deed/remote/route"),
    body: deedRemoteSearchSchema,
    valid: { body: { deed_id: 310100000398, owner_id: "1016690206", date: "1445-03-12" } },
  },
  {
    name: "list properties",
    method: "GET",
    path: "/api/v1/properties",
    route: () => import("@/app/api/v1/properties/route"),
    query: propertyListQuerySchema,
    valid: { query: { "filters[property_name][$contains]": "Qirawan", sort: "id:asc" } },
  },
  {
    name: "read a property",
    method: "GET",
    path: "/api/v1/properties/{ref}",
    route: () => import("@/app/api/v1/properties/[ref]/route"),
    params: documentNumberParams,
    valid: { params: { ref: "310100000398" } },
  },
  {
    name: "sync a deed",
    method: "POST",
    path: "/api/v1/properties/sync-deed/{id}",
    route: () => import("@/app/api/v1/properties/sync-deed/[id]/route"),
    params: idParams,
    valid: { params: { id: "3" } },
  },
  {
    name: "delete a property",
    method: "DELETE",
    path: "/api/v1/properties/{ref}",
    route: () => import("@/app/api/v1/properties/[ref]/route"),
    params: propertyIdParams,
    valid: { params: { ref: "3" } },
  },
  {
    name: "update a unit",
    method: "PUT",
    path: "/api/v1/units/{id}",
    route: () => import("@/app/api/v1/units/[id]/route"),
    params: idParams,
    body: unitUpdateSchema,
    valid: { params: { id: "12" }, body: unitBody },
  },
  {
    name: "read a unit",
    method: "GET",
    path: "/api/v1/units/{id}",
    route: () => import("@/app/api/v1/units/[id]/route"),
    params: idParams,
    valid: { params: { id: "12" } },
  },
  {
    name: "list regions",
    method: "GET",
    path: "/api/v1/regions",
    route: () => import("@/app/api/v1/regions/route"),
    query: regionListQuerySchema,
    valid: { query: { "filters[name][$contains]": "الرياض" } },
  },
];

/** Whether the BFF must let this request through to upstream (the shared schemas decide). */
export function isValid(endpoint: Endpoint, request: Case): boolean {
  if (endpoint.params && !z.safeParse(endpoint.params, request.params).success) return false;
  if (endpoint.query) {
    if (!z.safeParse(endpoint.query, parseQueryString(request.search)).success) return false;
  } else if (request.search) {
    // Endpoints without a query schema ignore the query string.
  }
  if (endpoint.body) {
    if (request.body === undefined) return false;
    try {
      return z.safeParse(endpoint.body, JSON.parse(request.body)).success;
    } catch {
      return false;
    }
  }
  return request.body === undefined;
}

// ── generators ──────────────────────────────────────────────────────────────────────────────

const nasty = fc.constantFrom(
  "",
  " ",
  "0",
  "-1",
  "1e3",
  "0x1f",
  "١٢",
  "1.5",
  "99999999999999999999",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "%00",
  "\u202e",
  "x".repeat(5000),
);

const segment = fc.oneof(
  fc.integer({ min: 1, max: 10_000_000 }).map(String),
  nasty,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 10 }),
);

/** A valid object with one thing changed: a field dropped, retyped, or an extra one added. */
function nearly(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const value = fc.oneof(fc.jsonValue(), nasty, fc.integer(), fc.double());
  return fc.oneof(
    fc.constant(valid),
    fc.constantFrom(...keys).map((k) => {
      const { [k]: _dropped, ...rest } = valid;
      return rest;
    }),
    fc.tuple(fc.constantFrom(...keys), value).map(([k, v]) => ({ ...valid, [k]: v })),
    fc
      .tuple(fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor")), value)
      .map(([k, v]) => JSON.parse(JSON.stringify({ ...valid, [k]: v })) as unknown),
  );
}

function bodies(valid: unknown): fc.Arbitrary<string | undefined> {
  const object = valid as Record<string, unknown>;
  return fc.oneof(
    { weight: 5, arbitrary: nearly(object).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function queries(valid: Record<string, string> | undefined): fc.Arbitrary<string> {
  const keys = fc.oneof(
    fc.constantFrom(
      ...Object.keys(valid ?? {}),
      "pagination[page]",
      "pagination[pageSize]",
      "sort",
      "filters[owner_id][$contains]",
      "filters[name][$eq]",
      "token",
      "__proto__[x]",
    ),
    fc.string({ maxLength: 20 }),
  );
  const extra = fc.array(fc.tuple(keys, fc.oneof(segment, fc.string())), { maxLength: 3 });
  return fc
    .tuple(fc.boolean(), extra)
    .map(([keep, more]) =>
      new URLSearchParams([...(keep ? Object.entries(valid ?? {}) : []), ...more]).toString(),
    );
}

export function requests(endpoint: Endpoint): fc.Arbitrary<Case> {
  const names = Object.keys(endpoint.valid.params ?? {});
  const params = fc
    .tuple(
      ...names.map(() =>
        fc.oneof({ weight: 2, arbitrary: segment }, { weight: 1, arbitrary: fc.constant(null) }),
      ),
    )
    .map((values) =>
      Object.fromEntries(names.map((n, i) => [n, values[i] ?? endpoint.valid.params![n]!])),
    );
  return fc.record({
    params: names.length ? params : fc.constant({}),
    search:
      endpoint.query || endpoint.valid.query ? queries(endpoint.valid.query) : fc.constant(""),
    body: endpoint.body
      ? bodies(endpoint.valid.body)
      : endpoint.method === "GET"
        ? fc.constant(undefined)
        : fc.oneof(fc.constant(undefined), fc.string({ minLength: 1, maxLength: 10 })),
  });
}
