import { contractCreateSchema, contractUpdateSchema } from "@/lib/rental/contract";
import { deedRemoteSearchSchema, deedSearchSchema } from "@/lib/rental/deed";
import { errorBodySchema } from "@/lib/rental/errors";
import { jsonSchema } from "@/lib/rental/json-schema";
import { partyUpdateSchema } from "@/lib/rental/party";
import {
  contractSchema,
  paginationSchema,
  partySchema,
  propertySchema,
  regionSchema,
  unitSchema,
} from "@/lib/rental/records";
import { deedSchema } from "@/lib/rental/results";
import { unitUpdateSchema } from "@/lib/rental/unit";

import { tokenErrorSchema, tokenRoute } from "../routes/token";

// The schemas the document names under #/components/schemas: the very zod schemas the service
// validates requests with (described as their input side, before transforms) and answers with
// (as output). Wherever one of them occurs in an endpoint's row, the document refers to it.

const requestSchemas = {
  TokenRequest: tokenRoute.body,
  PartyUpdate: partyUpdateSchema,
  ContractCreate: contractCreateSchema,
  ContractUpdate: contractUpdateSchema,
  UnitUpdate: unitUpdateSchema,
  DeedSearch: deedSearchSchema,
  DeedRemoteSearch: deedRemoteSearchSchema,
};

const recordSchemas = {
  TokenResponse: tokenRoute.response,
  TokenError: tokenErrorSchema,
  Property: propertySchema,
  Unit: unitSchema,
  Party: partySchema,
  Contract: contractSchema,
  Region: regionSchema,
  Deed: deedSchema,
  Pagination: paginationSchema,
  Error: errorBodySchema,
};

export const namedSchemas = { ...requestSchemas, ...recordSchemas };
export type SchemaName = keyof typeof namedSchemas;

export function buildComponents() {
  const schemas = Object.fromEntries([
    ...Object.entries(requestSchemas).map(([name, s]) => [
      name,
      jsonSchema(s, "input", namedSchemas),
    ]),
    ...Object.entries(recordSchemas).map(([name, s]) => [
      name,
      jsonSchema(s, "output", namedSchemas),
    ]),
  ]);
  return {
    schemas,
    securitySchemes: {
      oauth2: {
        type: "oauth2",
        description: "Client credentials. Scope `*` allows everything, `read` only GET.",
        flows: {
          clientCredentials: {
            tokenUrl: tokenRoute.path,
            scopes: { "*": "Read and write", read: "GET requests only" },
          },
        },
      },
    },
  };
}
