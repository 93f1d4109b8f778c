import { z } from "zod";

import { jsonSchema, type JsonSchema } from "@/lib/rental/json-schema";

import type { RouteDoc } from "../routes/route";
import { TENANT_BASE, tenantRoutes } from "../routes/tenant-routes";
import { TOKEN_REFUSALS, tokenRoute } from "../routes/token";
import { buildComponents, namedSchemas, type SchemaName } from "./components";
import { ERROR_CODES } from "./error-codes";

// The OpenAPI 3.1 document served at /openapi.json, made from the endpoint rows the service runs
// (src/routes: path, schemas, summary) and the zod schemas of lib/rental (lib/rental/json-schema).
// Written here: only what the guards in front of every route answer, and how a query is spelled.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ "application/json": { schema } });
const refusal = (description: string, body: SchemaName = "Error") => ({
  description,
  content: json(ref(body)),
});
const names = new Map<z.core.$ZodType, string>(
  Object.entries(namedSchemas).map(([name, schema]) => [schema, name]),
);

/** A named schema by reference, any other in place. */
function schemaOf(schema: z.core.$ZodType, io: "input" | "output"): JsonSchema {
  const name = names.get(schema);
  return name ? ref(name) : jsonSchema(schema, io, namedSchemas);
}

/** What any business endpoint may answer beside 200: src/http (guards, validate, limits), app.ts. */
function tenantRefusals(row: RouteDoc) {
  return {
    "400": refusal("Invalid request or business rule refused (see error.code)"),
    "401": refusal("Missing, invalid or expired token"),
    ...(row.method === "GET" ? {} : { "403": refusal("Token scope `read` used for a write") }),
    "404": refusal("Not found"),
    "406": refusal("Accept is not application/json"),
    ...(row.body
      ? { "413": refusal("Body too large"), "415": refusal("Body is not application/json") }
      : {}),
    "500": refusal("Unexpected error"),
  };
}

/** The interface requires it on every business request (src/http/guards.ts). */
const ACCEPT = {
  name: "Accept",
  in: "header",
  required: true,
  schema: { const: "application/json" },
};

/** Said of query parameters by the last part of their name; `$contains`: src/db/search-columns.ts. */
const QUERY_NOTES: Record<string, string> = {
  $contains:
    "Substring, Arabic-aware: case, Arabic diacritics (tashkeel, shadda, superscript alef), " +
    "tatweel and all spacing are ignored; أ إ آ ٱ match ا, ة matches ه, ى matches ي; " +
    "Arabic-Indic digits match ASCII ones. % and _ are literal characters.",
  sort: "field:asc or field:desc (default id:asc)",
};

/** Strapi-style query members, one parameter each: `filters[name][$contains]`, `pagination[page]`. */
function queryParameters(query: z.core.$ZodType) {
  const out: Record<string, unknown>[] = [];
  const walk = (name: string, schema: JsonSchema, required: boolean) => {
    const members = schema.type === "object" ? schema.properties : undefined;
    if (members && typeof members === "object") {
      const inner = new Set((schema.required as string[] | undefined) ?? []);
      for (const [key, member] of Object.entries(members as Record<string, JsonSchema>))
        walk(name ? `${name}[${key}]` : key, member, required && inner.has(key));
      return;
    }
    const note = QUERY_NOTES[name.replace(/\]$/, "").split("[").at(-1) ?? ""];
    out.push({
      name,
      in: "query",
      ...(required ? { required } : {}),
      ...(note ? { description: note } : {}),
      schema,
    });
  };
  walk("", jsonSchema(query, "input"), true);
  return out;
}

/**
 * OpenAPI takes one name per parameter place of a path (GET properties/{documentNumber} and
 * DELETE properties/{id} are one path to it). No path of the interface has two parameters: the
 * document calls each `id` and gives the interface's name where it differs.
 */
function pathAndParameters(row: RouteDoc) {
  const names = [...row.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length > 1) throw new Error(`${row.path}: one path parameter at most`);
  const shape = row.params instanceof z.core.$ZodObject ? row.params._zod.def.shape : {};
  const parameters = names.map((name) => {
    const schema = shape[name];
    if (!schema) throw new Error(`${row.path}: no schema for {${name}}`);
    const { description, ...described } = jsonSchema(schema, "input");
    const about = [description, name === "id" ? "" : `\`${name}\` in the interface`];
    return {
      name: "id",
      in: "path",
      required: true,
      ...(about.some(Boolean) ? { description: about.filter(Boolean).join("; ") } : {}),
      schema: described,
    };
  });
  return { path: row.path.replace(/\{\w+\}/, "{id}"), parameters };
}

function operation(id: string, row: RouteDoc, business: boolean) {
  const { path, parameters } = pathAndParameters(row);
  const all = [
    ...(business ? [ACCEPT] : []),
    ...parameters,
    ...(row.query ? queryParameters(row.query) : []),
  ];
  const body = row.body && schemaOf(row.body, "input");
  const refusals = business
    ? tenantRefusals(row)
    : Object.fromEntries(
        Object.entries(TOKEN_REFUSALS).map(([status, text]) => [
          status,
          refusal(text, "TokenError"),
        ]),
      );
  return {
    path,
    method: row.method.toLowerCase(),
    operation: {
      operationId: id,
      summary: row.summary,
      ...(row.description ? { description: row.description } : {}),
      // The token request authenticates with its form fields, not a bearer token.
      security: business ? [{ oauth2: [] }] : [],
      ...(all.length ? { parameters: all } : {}),
      ...(body
        ? {
            requestBody: {
              required: true,
              content: Object.fromEntries(
                (row.bodyTypes ?? ["application/json"]).map((type) => [type, { schema: body }]),
              ),
            },
          }
        : {}),
      responses: {
        "200": { description: "Success", content: json(schemaOf(row.response, "output")) },
        ...refusals,
      },
    },
  };
}

function buildPaths() {
  const paths = new Map<string, Map<string, unknown>>();
  const rows: [string, RouteDoc, boolean][] = [
    ["requestToken", tokenRoute, false],
    ...Object.entries(tenantRoutes).map(([id, row]): [string, RouteDoc, boolean] => [
      id,
      { ...row, path: TENANT_BASE + row.path },
      true,
    ]),
  ];
  for (const [id, row, business] of rows) {
    const { path, method, operation: op } = operation(id, row, business);
    if (!paths.has(path)) paths.set(path, new Map());
    paths.get(path)!.set(method, op);
  }
  return Object.fromEntries([...paths].map(([path, ops]) => [path, Object.fromEntries(ops)]));
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
    paths: buildPaths(),
  };
}
