import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@/lib/rental/page-size";

import { buildComponents } from "./components";
import { ERROR_CODES } from "./error-codes";

// The OpenAPI 3.1 document served at /openapi.json. Schemas come from lib/rental (see
// components.ts); the behaviour the interface leaves open is described here and in the README.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const envelope = (data: unknown, meta: unknown = { type: "object" }) => ({
  type: "object",
  required: ["data", "meta"],
  properties: { data, meta },
});
const listEnvelope = (item: string, extraMeta: Record<string, unknown> = {}) =>
  envelope(
    { type: "array", items: ref(item) },
    { type: "object", properties: { pagination: ref("Pagination"), ...extraMeta } },
  );
const json = (schema: unknown) => ({ "application/json": { schema } });
const errorResponse = (description: string) => ({ description, content: json(ref("Error")) });
const ERRORS = {
  "400": errorResponse("Invalid request or business rule refused (see error.code)"),
  "401": errorResponse("Missing, invalid or expired token"),
  "403": errorResponse("Token scope `read` used for a write"),
  "404": errorResponse("Not found"),
  "406": errorResponse("Accept is not application/json"),
  "500": errorResponse("Unexpected error"),
};
const idParam = (name: string, description: string) => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string", pattern: "^[1-9]\\d{0,15}$" },
});
const listParams = (filters: string[], sorts: string[]) => [
  ...filters.map((f) => ({
    name: `filters[${f}][$contains]`,
    in: "query",
    description:
      `Substring of ${f}, Arabic-aware: case, Arabic diacritics (tashkeel, shadda, superscript ` +
      "alef), tatweel and all spacing are ignored; أ إ آ ٱ match ا, ة matches ه, ى matches ي; " +
      "Arabic-Indic digits match ASCII ones. % and _ are literal characters.",
    schema: { type: "string", maxLength: 200 },
  })),
  {
    name: "pagination[page]",
    in: "query",
    schema: { type: "integer", minimum: 1, default: 1 },
  },
  {
    name: "pagination[pageSize]",
    in: "query",
    schema: { type: "integer", minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  },
  {
    name: "sort",
    in: "query",
    description: "field:asc or field:desc (default id:asc)",
    schema: { type: "string", enum: sorts.flatMap((s) => [`${s}:asc`, `${s}:desc`]) },
  },
];

type Op = {
  /** operationId: stable, for generated clients (openapi-typescript) and links. */
  id: string;
  summary: string;
  description?: string;
  params?: unknown[];
  body?: string;
  ok: unknown;
};
function op({ id, summary, description, params, body, ok }: Op) {
  return {
    operationId: id,
    summary,
    ...(description ? { description } : {}),
    security: [{ oauth2: [] }],
    parameters: [
      { name: "Accept", in: "header", required: true, schema: { const: "application/json" } },
      ...(params ?? []),
    ],
    ...(body ? { requestBody: { required: true, content: json(ref(body)) } } : {}),
    responses: { "200": { description: "Success", content: json(ok) }, ...ERRORS },
  };
}

/** `origin`: where this service is reached (the address the document was fetched from). */
export function buildOpenApiDocument(origin = "http://127.0.0.1:4010") {
  return {
    openapi: "3.1.0",
    info: {
      title: "Rental contract management service (Rental Desk sandbox)",
      version: "1.0.0",
      description: `Implements the rental service interface. Error codes: ${ERROR_CODES.join(", ")}.`,
    },
    servers: [{ url: origin, description: "This rental service" }],
    components: buildComponents(),
    paths: {
      "/oauth/token": {
        post: {
          operationId: "requestToken",
          summary: "Client-credentials token",
          // The token request authenticates with its form fields, not a bearer token.
          security: [],
          description:
            "multipart/form-data (documented), application/x-www-form-urlencoded or JSON. A client whose scope is `read` that asks for `*` is granted `read`.",
          requestBody: {
            required: true,
            content: {
              "multipart/form-data": { schema: ref("TokenRequest") },
              "application/x-www-form-urlencoded": { schema: ref("TokenRequest") },
              "application/json": { schema: ref("TokenRequest") },
            },
          },
          responses: {
            "200": { description: "Token", content: json(ref("TokenResponse")) },
            "400": ERRORS["400"],
            "401": errorResponse("Unknown client or wrong secret"),
          },
        },
      },
      ...tenantPaths(),
    },
  };
}

function tenantPaths() {
  const v = (p: string) => `/tenant/v1${p}`;
  return {
    [v("/parties/{id}")]: {
      put: op({
        id: "updateParty",
        summary: "Replace a party",
        description:
          "Optional fields left out are cleared. region_id/city_id must exist and agree.",
        params: [idParam("id", "Party id")],
        body: "PartyUpdate",
        ok: envelope(ref("Party")),
      }),
    },
    [v("/parties/search-party")]: {
      get: op({
        id: "searchParties",
        summary: "Search parties",
        params: listParams(["full_name", "id_number", "phone_number"], ["id", "full_name"]),
        ok: listEnvelope("Party"),
      }),
    },
    [v("/contracts")]: {
      post: op({
        id: "createContract",
        summary: "Create a contract",
        description:
          "Starts today (Asia/Riyadh) and ends duration years later (end inclusive), so it is active; on a unit that is leased, it starts the day after the unit's last draft/active contract ends (a draft until then), so that a renewal or a future lease can be created before its dates are set with PUT. unit_id and every party id must exist. PUT refuses dates that overlap another draft/active contract of the unit (UNIT_ALREADY_LEASED).",
        body: "ContractCreate",
        ok: envelope(ref("Contract")),
      }),
    },
    [v("/contracts/{id}")]: {
      put: op({
        id: "updateContract",
        summary: "Change a contract's dates",
        description:
          "Only draft and active contracts (CONTRACT_NOT_EDITABLE otherwise). Status follows the dates: start in the future = draft, end in the past = expired.",
        params: [idParam("id", "Contract id")],
        body: "ContractUpdate",
        ok: envelope(ref("Contract")),
      }),
      // The interface calls this parameter contract_id; OpenAPI needs one name per path.
      delete: op({
        id: "deleteContract",
        summary: "Delete a draft or terminate an active contract",
        description: "Expired and terminated contracts are refused (CONTRACT_NOT_DELETABLE).",
        params: [idParam("id", "Contract id (contract_id in the interface)")],
        ok: envelope({ type: "object" }),
      }),
    },
    [v("/properties/search-deed")]: {
      post: op({
        id: "searchDeed",
        summary: "Find a local deed",
        body: "DeedSearch",
        ok: envelope(ref("Deed")),
      }),
    },
    [v("/properties/search-deed/remote")]: {
      post: op({
        id: "searchDeedRemote",
        summary: "Find a deed in the national registry",
        description:
          "owner_id and date (Hijri) must match the deed (DEED_MISMATCH, 400, fields named). A deed not yet local is imported as a property with its units.",
        body: "DeedRemoteSearch",
        ok: envelope(ref("Deed")),
      }),
    },
    [v("/properties")]: {
      get: op({
        id: "listProperties",
        summary: "List properties",
        description:
          "meta.units_total is this service's extension to the interface: the number of units of all properties matching the filter (every page), so that a client can count units without paging through properties. A real upstream may not send it. So are filters[synced_at][$lt] and sort=synced_at, for finding deeds not synced for a while.",
        params: [
          ...listParams(["property_name"], ["id", "property_name", "document_number", "synced_at"]),
          {
            name: "filters[synced_at][$lt]",
            in: "query",
            description:
              "Extension: properties last synced with the registry before this instant, and those never synced (synced_at null). sort=synced_at:asc lists never-synced ones first, then the oldest.",
            schema: { type: "string", format: "date-time" },
            example: "2026-11-01T00:00:00Z",
          },
        ],
        ok: listEnvelope("Property", {
          units_total: {
            type: "integer",
            minimum: 0,
            description: "Extension: units of all matching properties",
          },
        }),
      }),
    },
    [v("/properties/sync-deed/{id}")]: {
      post: op({
        id: "syncDeed",
        summary: "Synchronise a property with its registry deed",
        description:
          "Overwrites name, owner, Hijri date, region and city; adds registered units missing locally. meta.changes lists what changed.",
        params: [idParam("id", "Property id")],
        ok: envelope(ref("Property")),
      }),
    },
    // GET takes the deed number, DELETE the property id (the interface's documentNumber / id).
    [v("/properties/{id}")]: {
      get: op({
        id: "getProperty",
        summary: "A property by deed number",
        params: [idParam("id", "The deed (document) number, not the property id")],
        ok: envelope(ref("Property")),
      }),
      delete: op({
        id: "deleteProperty",
        summary: "Delete a property and its units",
        description:
          "Refused while a unit has a draft or active contract (PROPERTY_HAS_ACTIVE_CONTRACTS).",
        params: [idParam("id", "Property id")],
        ok: envelope({ type: "object" }),
      }),
    },
    [v("/units/{id}")]: {
      put: op({
        id: "updateUnit",
        summary: "Replace a unit",
        description: "unit_number is unique within the property (DUPLICATE_UNIT_NUMBER).",
        params: [idParam("id", "Unit id")],
        body: "UnitUpdate",
        ok: envelope(ref("Unit")),
      }),
      get: op({
        id: "getUnit",
        summary: "A unit",
        params: [idParam("id", "Unit id (unit_id in the interface)")],
        ok: envelope(ref("Unit")),
      }),
    },
    [v("/regions")]: {
      get: op({
        id: "listRegions",
        summary: "List regions with their cities",
        description: "filters[name][$contains] matches the English or the Arabic name.",
        params: listParams(["name"], ["id", "name"]),
        ok: listEnvelope("Region"),
      }),
    },
  };
}
