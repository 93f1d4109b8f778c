import "server-only";

import { mirrorEndpoints as e } from "@/lib/endpoints-mirror";
import type { RegionListQuery } from "@/lib/rental/list-query";

import { asList, normaliseRegion } from "../upstream/normalise";
import { upstreamFunction } from "../upstream/upstream-function";

// Regions: GET /regions (each with its cities).

/** Regions matching the query, each with its cities. */
export const listRegions = upstreamFunction(e.listRegions, {
  call: (query: RegionListQuery) => ({ query }),
  read: asList(normaliseRegion),
  argsOf: ({ query }) => [query],
});
