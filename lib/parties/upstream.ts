import "server-only";

import type { PartySearchQuery } from "@/lib/rental/list-query";
import type { PartyUpdate } from "@/lib/rental/party";

import { asList, asRecord, normaliseParty } from "@/lib/upstream/normalise";
import { upstreamFunction } from "@/lib/upstream/upstream-function";
import { partyEndpoints } from "./endpoints";

// Parties: GET /parties/search-party, PUT /parties/{id}.

/** Parties matching the query's filter, a page at a time. */
export const searchParties = upstreamFunction(partyEndpoints.searchParties, {
  call: (query: PartySearchQuery) => ({ query }),
  read: asList(normaliseParty),
  argsOf: ({ query }) => [query],
});

/** Replaces a party's fields. */
export const updateParty = upstreamFunction(partyEndpoints.updateParty, {
  call: (id: number, body: PartyUpdate) => ({ params: { id }, body }),
  read: asRecord(normaliseParty),
  argsOf: ({ params, body }) => [params.id, body],
});
