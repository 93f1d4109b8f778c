import "server-only";

import { mirrorEndpoints as e } from "@/lib/api/mirror-endpoints";
import type { RegionListQuery } from "@/lib/rental/list-query";

import { asList, normaliseRegion } from "./normalise";
import { upstreamFunction } from "./upstream-function";

// Regions: GET /regions (each with its cities).

/** Regions matching the query, each with its cities. */
export const listRegions = upstreamFunction(e.listRegions, {
  call: (query: RegionListQuery) => ({ query }),
  read: asList(normaliseRegion),
  argsOf: ({ query }) => [query],
});
