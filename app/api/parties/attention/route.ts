import { ownEndpoints } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";
import { json } from "@/lib/api/responses";
import { attentionPage, partyAttention } from "@/lib/party-attention/scan";
import { withUpstreamErrors } from "@/lib/upstream/http";

// GET /api/parties/attention — parties whose records need a look, by problem (any role)
export const GET = ownRoute(ownEndpoints.listPartyAttention, ({ user, query, requestId }) =>
  withUpstreamErrors(requestId, async () =>
    json(attentionPage(await partyAttention().scan(user), query)),
  ),
);
