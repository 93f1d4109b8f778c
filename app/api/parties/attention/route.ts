import { ownRoute } from "@/lib/http/route";
import { json } from "@/lib/http/responses";
import { attentionPage, partyAttention } from "@/lib/parties/attention";
import { withUpstreamErrors } from "@/lib/upstream/http";
import { partyEndpoints } from "@/lib/parties";

// GET /api/parties/attention — parties whose records need a look, by problem (any role)
export const GET = ownRoute(partyEndpoints.listPartyAttention, ({ user, query, requestId }) =>
  withUpstreamErrors(requestId, async () =>
    json(attentionPage(await partyAttention().scan(user), query)),
  ),
);
