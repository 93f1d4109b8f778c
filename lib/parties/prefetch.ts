import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import { mirrored, type Prefetch } from "@/lib/upstream/prefetch";

import { partySearchOptions, partySearchQuery, type PartySearchParams } from "./queries";
import { searchParties } from "./upstream";

// The party search a page reads first, answered on the server (lib/upstream/prefetch.ts).

export const partyPrefetch = {
  partySearch: (user: SessionUser, params: PartySearchParams): Prefetch => ({
    queryKey: partySearchOptions(params).queryKey,
    queryFn: () => mirrored(searchParties, user, { query: partySearchQuery(params) }),
  }),
};
