import "server-only";

import { mirrorEndpoints as e } from "@/lib/endpoints-mirror";
import type { UnitUpdate } from "@/lib/rental/unit";

import { asRecord, normaliseUnit } from "../upstream/normalise";
import { upstreamFunction } from "../upstream/upstream-function";

// Units: GET /units/{id}, PUT /units/{id}.

const read = asRecord(normaliseUnit);

/** One unit. */
export const getUnit = upstreamFunction(e.getUnit, {
  call: (id: number) => ({ params: { id } }),
  read,
  argsOf: ({ params }) => [params.id],
});

/** Replaces a unit's fields. */
export const updateUnit = upstreamFunction(e.updateUnit, {
  call: (id: number, body: UnitUpdate) => ({ params: { id }, body }),
  read,
  argsOf: ({ params, body }) => [params.id, body],
});
