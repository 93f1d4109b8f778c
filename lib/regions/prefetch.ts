import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import { mirrored, type Prefetch } from "@/lib/upstream/prefetch";
import { sharedRead } from "@/lib/upstream/shared-read";

import {
  ALL_REGIONS,
  REGIONS_FRESH_MS,
  regionListOptions,
  regionListQuery,
  regionLookupOptions,
  type RegionListParams,
} from "./queries";
import { listRegions } from "./upstream";

// The regions a page reads first, answered on the server (lib/upstream/prefetch.ts).

// Every person's pages need the same regions (the page has checked the person may read them):
// the server keeps them as long as a browser does.
const everyRegion = (user: SessionUser) => () =>
  sharedRead("regions", REGIONS_FRESH_MS, () =>
    mirrored(listRegions, user, { query: regionListQuery(ALL_REGIONS) }),
  );

export const regionPrefetch = {
  regionLookup: (user: SessionUser): Prefetch => ({
    queryKey: regionLookupOptions().queryKey,
    queryFn: everyRegion(user),
  }),
  // The regions page's list. Its first view comes with the page, so the browser fetches nothing
  // and loads no response schema (lib/answers.ts, zod) to show it: 41 kB of its first load.
  regionList: (user: SessionUser, params: RegionListParams): Prefetch => ({
    queryKey: regionListOptions(params).queryKey,
    queryFn:
      !params.name && params.page === ALL_REGIONS.page && params.pageSize === ALL_REGIONS.pageSize
        ? everyRegion(user)
        : () => mirrored(listRegions, user, { query: regionListQuery(params) }),
  }),
};
