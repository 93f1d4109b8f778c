import "server-only";

import type { z } from "zod";

import type { UpstreamRequest } from "@/lib/upstream/client";
import { UpstreamError } from "@/lib/upstream/errors";
import { readDeed } from "@/lib/upstream/normalise-results";
import {
  normaliseParty,
  normaliseProperty,
  normaliseRegion,
  normaliseUnit,
  readList,
  readRecord,
} from "@/lib/upstream/normalise";
import { partySchema, propertySchema, regionSchema, unitSchema } from "@/lib/rental/records";

// The interface's read endpoints, in an order where each can take a sample id from the one
// before (a property's deed number, one of its units). Writes are never called. Of the two
// deed searches (POSTs), only the local one is: it only looks up; the remote one imports the
// deed into the service's properties, which is a change.

export type Samples = { documentNumber?: string; unitId?: number };

type Understood = { ok: true } | { ok: false; problem: string };

export type ReadEndpoint = {
  name: string;
  template: string;
  list: boolean;
  schema: z.core.$ZodType | null;
  request: (samples: Samples) => UpstreamRequest & { method: "GET" | "POST" };
  understand: (body: unknown, samples: Samples) => Understood;
};

function attempt(read: () => void): Understood {
  try {
    read();
    return { ok: true };
  } catch (error) {
    if (error instanceof UpstreamError)
      return { ok: false, problem: "not understood: a record lacks fields the dashboard needs" };
    throw error;
  }
}

const page = { pagination: { page: 1, pageSize: 5 } };

export const READ_ENDPOINTS: ReadEndpoint[] = [
  {
    name: "regions",
    template: "/regions",
    list: true,
    schema: regionSchema,
    request: () => ({ method: "GET", path: "/regions", query: page }),
    understand: (body) => attempt(() => readList(body, normaliseRegion)),
  },
  {
    name: "properties",
    template: "/properties",
    list: true,
    schema: propertySchema,
    request: () => ({ method: "GET", path: "/properties", query: page }),
    understand: (body, samples) =>
      attempt(() => {
        const first = readList(body, normaliseProperty).data[0];
        samples.documentNumber = first?.document_number;
        samples.unitId = first?.units[0]?.id;
      }),
  },
  {
    name: "property by deed number",
    template: "/properties/{documentNumber}",
    list: false,
    schema: propertySchema,
    request: (s) => ({
      method: "GET",
      path: s.documentNumber ? `/properties/${s.documentNumber}` : "",
    }),
    understand: (body) => attempt(() => readRecord(body, normaliseProperty)),
  },
  {
    name: "unit",
    template: "/units/{id}",
    list: false,
    schema: unitSchema,
    request: (s) => ({ method: "GET", path: s.unitId ? `/units/${s.unitId}` : "" }),
    understand: (body) => attempt(() => readRecord(body, normaliseUnit)),
  },
  {
    name: "parties",
    template: "/parties/search-party",
    list: true,
    schema: partySchema,
    request: () => ({ method: "GET", path: "/parties/search-party", query: page }),
    understand: (body) => attempt(() => readList(body, normaliseParty)),
  },
  {
    name: "deed search (local, read-only POST)",
    template: "/properties/search-deed",
    list: false,
    schema: null,
    request: (s) => ({
      method: "POST",
      path: s.documentNumber ? "/properties/search-deed" : "",
      body: { deed_id: Number(s.documentNumber) },
    }),
    // The dashboard reads a deed with the same reader (lib/upstream/normalise-results.ts).
    understand: (body) => attempt(() => readDeed("local")(body)),
  },
];
