import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { callEndpoint, endpointUrl } from "@/lib/query/call-endpoint";
import { normaliseDigits } from "@/lib/rental/digits";
import type { PartySearchQuery } from "@/lib/rental/list-query";
import { partyFieldOf, PARTY_SEARCH_FIELDS } from "@/lib/rental/party-search-fields";
import type { PartyUpdate } from "@/lib/rental/party";
import { partyRoutes } from "./routes";

// GET /api/v1/parties/search-party, PUT /api/v1/parties/{id}

export type PartySearchField = (typeof PARTY_SEARCH_FIELDS)[number];

export type PartySearchParams = {
  field: PartySearchField;
  /** The text to look for; empty lists every party. */
  q?: string;
  page: number;
  pageSize: number;
  sort?: string;
};

export const partyKeys = {
  all: ["parties"] as const,
  searches: () => [...partyKeys.all, "search"] as const,
  search: (params: PartySearchParams) => [...partyKeys.searches(), params] as const,
};

/**
 * Phones are stored with the country code (+9665…), so a local `05…` or `00966…` typed into the
 * search is looked up as the part the stored number contains.
 */
export function phoneSearchText(q: string): string {
  const compact = normaliseDigits(q).replace(/[\s\-()]/g, "");
  if (/^05\d*$/.test(compact)) return compact.slice(1);
  if (/^00\d*$/.test(compact)) return `+${compact.slice(2)}`;
  return compact;
}

/** The page's search as the server's query (also what a server component passes upstream). */
export function partySearchQuery({ field, q, page, pageSize, sort }: PartySearchParams) {
  // `any`: the field the text looks like (a name, an ID number or a mobile).
  const target = field === "any" ? partyFieldOf(q ?? "") : field;
  const text = q && target === "phone_number" ? phoneSearchText(q) : q;
  return {
    filters: text ? { [target]: { $contains: text } } : undefined,
    pagination: { page, pageSize },
    sort,
  } satisfies PartySearchQuery;
}

export function partySearchUrl(params: PartySearchParams): string {
  return endpointUrl(partyRoutes.searchParties, { query: partySearchQuery(params) });
}

export const partySearchOptions = (params: PartySearchParams) =>
  queryOptions({
    queryKey: partyKeys.search(params),
    queryFn: ({ signal }) =>
      callEndpoint(partyRoutes.searchParties, { query: partySearchQuery(params) }, signal),
  });

export function usePartySearch(params: PartySearchParams, enabled = true) {
  return useQuery({
    ...partySearchOptions(params),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function useUpdateParty(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartyUpdate) =>
      callEndpoint(partyRoutes.updateParty, { params: { id }, body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: partyKeys.all }),
  });
}
