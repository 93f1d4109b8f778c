import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import { asReceived, mirrored, type Prefetch } from "@/lib/upstream/prefetch";
import { inputAsRouted } from "@/lib/upstream/server-read";

import { attentionPage, partyAttention } from "./attention";
import { partyAttentionOptions, type PartyAttentionParams } from "./attention-queries";
import { partyEndpoints } from "./endpoints";
import { partySearchOptions, partySearchQuery, type PartySearchParams } from "./queries";
import { searchParties } from "./upstream";

// The party search and the queue of parties needing attention that a page reads first, answered
// on the server (lib/upstream/prefetch.ts).

export const partyPrefetch = {
  partySearch: (user: SessionUser, params: PartySearchParams): Prefetch => ({
    queryKey: partySearchOptions(params).queryKey,
    queryFn: () => mirrored(searchParties, user, { query: partySearchQuery(params) }),
  }),
  /** One page of the queue, from the process's scan (kept a minute, as the route keeps it). */
  attention: (user: SessionUser, params: PartyAttentionParams): Prefetch => ({
    queryKey: partyAttentionOptions(params).queryKey,
    queryFn: async () => {
      const { query } = inputAsRouted(partyEndpoints.listPartyAttention, { query: params });
      const scan = await partyAttention().scan(user);
      return asReceived(partyEndpoints.listPartyAttention, attentionPage(scan, query));
    },
  }),
};
