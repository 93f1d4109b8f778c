import { z } from "zod";

import { contractCreateSchema, contractUpdateSchema } from "@/lib/rental/contract";
import { deedRemoteSearchSchema, deedSearchSchema } from "@/lib/rental/deed";
import { partyUpdateSchema } from "@/lib/rental/party";
import {
  contractSchema,
  paginationSchema,
  partySchema,
  propertySchema,
  regionSchema,
  unitSchema,
} from "@/lib/rental/records";
import { tokenRequestSchema, tokenResponseSchema } from "@/lib/rental/token";
import { unitUpdateSchema } from "@/lib/rental/unit";

// JSON Schemas for the OpenAPI document, generated from the very zod schemas the service
// validates with: requests as their input side (before transforms), records as output.

function jsonSchema(schema: z.core.$ZodType, io: "input" | "output") {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
  });
  return rest;
}

const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.looseObject({
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  }),
});

const deedSchema = z.object({
  document_number: z.string(),
  owner_id: z.string(),
  deed_date_hijri: z.string(),
  deed_date: z.string().nullable().describe("Gregorian equivalent of deed_date_hijri"),
  property_id: z.number().nullable(),
  property_name: z.string(),
  region_id: z.number().nullable(),
  city_id: z.number().nullable(),
  source: z.enum(["local", "registry"]),
  imported: z.boolean().optional().describe("Remote search: the deed became a local property now"),
  units: z
    .array(
      z.object({
        unit_number: z.string(),
        floor_number: z.number(),
        rooms: z.number(),
        unit_usage: z.string(),
        unit_type: z.string(),
        area: z.number().nullable(),
      }),
    )
    .optional()
    .describe("Remote search: the units registered on the deed"),
});

export const requestSchemas = {
  TokenRequest: tokenRequestSchema,
  PartyUpdate: partyUpdateSchema,
  ContractCreate: contractCreateSchema,
  ContractUpdate: contractUpdateSchema,
  UnitUpdate: unitUpdateSchema,
  DeedSearch: deedSearchSchema,
  DeedRemoteSearch: deedRemoteSearchSchema,
};

const recordSchemas = {
  TokenResponse: tokenResponseSchema.extend({ scope: z.enum(["*", "read"]) }),
  Property: propertySchema,
  Unit: unitSchema,
  Party: partySchema,
  Contract: contractSchema,
  Region: regionSchema,
  Deed: deedSchema,
  Pagination: paginationSchema,
  Error: errorSchema,
};

export function buildComponents() {
  const schemas: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(requestSchemas)) schemas[name] = jsonSchema(s, "input");
  for (const [name, s] of Object.entries(recordSchemas)) schemas[name] = jsonSchema(s, "output");
  return {
    schemas,
    securitySchemes: {
      oauth2: {
        type: "oauth2",
        description: "Client credentials. Scope `*` allows everything, `read` only GET.",
        flows: {
          clientCredentials: {
            tokenUrl: "/oauth/token",
            scopes: { "*": "Read and write", read: "GET requests only" },
          },
        },
      },
    },
  };
}
