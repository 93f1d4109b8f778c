import "server-only";

import type { RegionListQuery } from "@/lib/rental/list-query";

import { asList, normaliseRegion } from "@/lib/upstream/normalise";
import { upstreamFunction } from "@/lib/upstream/upstream-function";
import { regionEndpoints } from "./endpoints";

// Regions: GET /regions (each with its cities).

/** Regions matching the query, each with its cities. */
export const listRegions = upstreamFunction(regionEndpoints.listRegions, {
  call: (query: RegionListQuery) => ({ query }),
  read: asList(normaliseRegion),
  argsOf: ({ query }) => [query],
});
