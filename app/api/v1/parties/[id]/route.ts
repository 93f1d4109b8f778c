import { partyAttention } from "@/lib/party-attention/scan";
import { mirrorRoute } from "@/lib/upstream/http";
import { updateParty } from "@/lib/upstream/parties";

// PUT /api/v1/parties/{id} — update a party (manager, admin); the attention list re-checks it
export const PUT = mirrorRoute(updateParty, {
  after: async (result) => partyAttention().noteSaved(result.data),
});
