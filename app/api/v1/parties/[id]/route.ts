import { partyAttention } from "@/lib/parties/attention";
import { recordParty } from "@/lib/contracts/register";
import { mirrorRoute } from "@/lib/upstream/http";
import { updateParty } from "@/lib/parties/upstream";

// PUT /api/v1/parties/{id} — update a party (manager, admin); the attention list re-checks it and
// the register's contracts learn its new name and phone
export const PUT = mirrorRoute(updateParty, {
  after: async (result) => {
    await recordParty(result.data);
    partyAttention().noteSaved(result.data);
  },
});
