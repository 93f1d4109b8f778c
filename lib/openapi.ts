import { z } from "zod";

import { type AnyEndpoint, pathParamNames } from "@/lib/http/endpoint";
import { API_ERROR_CODES } from "@/lib/http/error-codes";
import { errorBodySchema } from "@/lib/rental/errors";
import { jsonSchema } from "@/lib/rental/json-schema";
import { mirrorEndpoints, ownEndpoints } from "@/lib/endpoints";

// The OpenAPI 3.1 document of the dashboard's API (GET /api/v1/openapi.json), made from the
// endpoint tables: the mirror's 14 business endpoints and the dashboard's own. Requests are
// described as their schemas' input, answers as their output.

const error = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

function shapeOf(schema: z.core.$ZodType | undefined): Record<string, z.core.$ZodType> {
  // The core class: the endpoint tables' schemas are zod/mini objects (lib/rental/fields.ts).
  return schema instanceof z.core.$ZodObject ? schema._zod.def.shape : {};
}

function parameters(endpoint: AnyEndpoint) {
  const params = shapeOf(endpoint.params);
  const path = pathParamNames(endpoint.path).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: params[name] ? jsonSchema(params[name], "input") : { type: "string" },
  }));
  const query = Object.entries(shapeOf(endpoint.query)).map(([name, schema]) => {
    const described = jsonSchema(schema, "input");
    // Nested members (filters[name][$contains], pagination[page]) use the deepObject style.
    const nested = described.type === "object";
    return {
      name,
      in: "query",
      ...(nested ? { style: "deepObject", explode: true } : {}),
      schema: described,
    };
  });
  return [...path, ...query];
}

function operation(id: string, endpoint: AnyEndpoint) {
  const mutation = endpoint.method !== "GET";
  return {
    operationId: id,
    summary: endpoint.summary,
    description: `Permission: ${endpoint.permission}.${
      endpoint.allowRestricted
        ? " Open before a required password change or second-factor enrolment."
        : ""
    }${
      endpoint.stepUp
        ? " Needs a recent step-up (POST /api/account/step-up): 403 STEP_UP_REQUIRED until then."
        : ""
    }${endpoint.audit ? ` Audited as ${endpoint.audit.action}.` : ""}`,
    parameters: parameters(endpoint),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchema(endpoint.body, "input") } },
          },
        }
      : {}),
    responses: {
      [String(endpoint.status ?? 200)]: {
        description: endpoint.files ? "The file, as an attachment" : "Success",
        content: endpoint.files
          ? Object.fromEntries(
              endpoint.files.map((type) => [
                type,
                { schema: { type: "string", format: "binary" } },
              ]),
            )
          : { "application/json": { schema: jsonSchema(endpoint.response, "output") } },
      },
      "400": error("Invalid path, query or body: details.fields names each field"),
      "401": error("No session"),
      "403": error(
        mutation ? "Role not allowed, or not from the dashboard's origin" : "Role not allowed",
      ),
      "404": error("Not found"),
      ...(mutation ? { "415": error("Not application/json") } : {}),
      "502": error("The rental service failed or refused our credentials"),
      "504": error("The rental service did not answer in time"),
    },
  };
}

function buildDocument() {
  const paths = new Map<string, Record<string, unknown>>();
  const all: Record<string, AnyEndpoint> = { ...mirrorEndpoints, ...ownEndpoints };
  for (const [id, endpoint] of Object.entries(all)) {
    const method = endpoint.method.toLowerCase();
    paths.set(endpoint.path, { ...paths.get(endpoint.path), [method]: operation(id, endpoint) });
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Rental Desk API",
      version: "1.0.0",
      description:
        "The dashboard's API for its own pages. /api/v1 mirrors the rental service's /tenant/v1 (same paths, queries, bodies and envelopes), guarded by the session's role; the other paths are the dashboard's own records. Error codes: " +
        `${API_ERROR_CODES.join(", ")}.`,
    },
    servers: [{ url: "/" }],
    security: [{ session: [] }],
    components: {
      schemas: { Error: jsonSchema(errorBodySchema, "output") },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "authjs.session-token",
          description: "The session cookie set by signing in (__Secure- prefixed over HTTPS).",
        },
      },
    },
    paths: Object.fromEntries(paths),
  };
}

let document: ReturnType<typeof buildDocument> | null = null;

/** Built once per process: the tables do not change while it runs. */
export function openApiDocument() {
  document ??= buildDocument();
  return document;
}
