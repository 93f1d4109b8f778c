import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import { mirrored, type Prefetch } from "@/lib/upstream/prefetch";
import { sharedRead } from "@/lib/upstream/shared-read";

import { ALL_REGIONS, REGIONS_FRESH_MS, regionListQuery, regionLookupOptions } from "./queries";
import { listRegions } from "./upstream";

// The regions a page reads first, answered on the server (lib/upstream/prefetch.ts).

export const regionPrefetch = {
  // Every person's pages need the same regions (the page has checked the person may read them):
  // the server keeps them as long as a browser does.
  regionLookup: (user: SessionUser): Prefetch => ({
    queryKey: regionLookupOptions().queryKey,
    queryFn: () =>
      sharedRead("regions", REGIONS_FRESH_MS, () =>
        mirrored(listRegions, user, { query: regionListQuery(ALL_REGIONS) }),
      ),
  }),
};
