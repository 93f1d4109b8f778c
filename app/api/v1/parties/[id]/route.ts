import { apiRoute } from "@/lib/api/handler";
import { partyUpdateSchema } from "@/lib/rental/party";
import { asRecord, normaliseParty } from "@/lib/rental-api/normalise";
import { idParams } from "@/lib/rental-api/params";
import { forward } from "@/lib/rental-api/proxy";

// PUT /api/v1/parties/{id} — update a party (manager, admin)
export const PUT = apiRoute({
  permission: "party:update",
  params: idParams,
  body: partyUpdateSchema,
  handle: ({ params, body, ...caller }) =>
    forward(caller, {
      method: "PUT",
      path: `/parties/${params.id}`,
      body,
      read: asRecord(normaliseParty),
      audit: { action: "party.update", targetType: "party", targetId: params.id },
    }),
});
