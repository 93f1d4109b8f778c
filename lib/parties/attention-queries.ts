import { queryOptions, useQuery } from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";
import { partyKeys } from "./queries";
import type { AttentionEntry } from "@/lib/parties/attention-schemas";
import type { PartyProblem } from "@/lib/rental/party-checks";
import { partyRoutes } from "./routes";

// GET /api/parties/attention: the parties whose records need a look. Its keys sit under
// `partyKeys.all`, so saving a party (useUpdateParty) refreshes the list too.

export type PartyAttentionParams = { kind?: PartyProblem; page: number; pageSize: number };
export type { AttentionEntry };

export const partyAttentionKeys = {
  all: [...partyKeys.all, "attention"] as const,
  list: (params: PartyAttentionParams) => [...partyAttentionKeys.all, params] as const,
};

export const partyAttentionOptions = (params: PartyAttentionParams) =>
  queryOptions({
    queryKey: partyAttentionKeys.list(params),
    queryFn: ({ signal }) =>
      callEndpoint(partyRoutes.listPartyAttention, { query: params }, signal),
  });

export function usePartyAttention(params: PartyAttentionParams) {
  return useQuery({ ...partyAttentionOptions(params), placeholderData: (previous) => previous });
}
