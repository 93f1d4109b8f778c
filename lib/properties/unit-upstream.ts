import "server-only";

import type { UnitUpdate } from "@/lib/rental/unit";

import { asRecord, normaliseUnit } from "@/lib/upstream/normalise";
import { upstreamFunction } from "@/lib/upstream/upstream-function";
import { propertyEndpoints } from "./endpoints";

// Units: GET /units/{id}, PUT /units/{id}.

const read = asRecord(normaliseUnit);

/** One unit. */
export const getUnit = upstreamFunction(propertyEndpoints.getUnit, {
  call: (id: number) => ({ params: { id } }),
  read,
  argsOf: ({ params }) => [params.id],
});

/** Replaces a unit's fields. */
export const updateUnit = upstreamFunction(propertyEndpoints.updateUnit, {
  call: (id: number, body: UnitUpdate) => ({ params: { id }, body }),
  read,
  argsOf: ({ params, body }) => [params.id, body],
});
