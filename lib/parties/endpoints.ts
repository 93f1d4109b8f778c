import { endpoint } from "@/lib/http/endpoint";
import { partySearchQuerySchema } from "@/lib/rental/list-query";
import { partyUpdateSchema } from "@/lib/rental/party";
import { idParams } from "@/lib/rental/path-params";
import { partySchema } from "@/lib/rental/records";
import { listOf, recordOf } from "@/lib/rental/results";
import { attentionListSchema, attentionQuerySchema } from "@/lib/parties/attention-schemas";
import { exportEndpoint } from "@/lib/exports/endpoint";
import { PARTY_ROUTES } from "./routes";

// The parties feature's endpoints: method, path, permission, schemas and audit action.

const byId = ({ params }: { params: { id: number } }) => params.id;

export const partyEndpoints = {
  searchParties: endpoint({
    ...PARTY_ROUTES.searchParties,
    summary: "Search parties (lessors and tenants)",
    permission: "rental:read",
    query: partySearchQuerySchema,
    response: listOf(partySchema),
  }),
  updateParty: endpoint({
    ...PARTY_ROUTES.updateParty,
    summary: "Update a party",
    permission: "party:update",
    params: idParams,
    body: partyUpdateSchema,
    response: recordOf(partySchema),
    audit: { action: "party.update", targetType: "party", target: byId },
  }),
  listPartyAttention: endpoint({
    ...PARTY_ROUTES.listPartyAttention,
    summary:
      "Parties whose ID fails its check digit, whose mobile is not Saudi, or who lack a date of birth (a scan of all parties, kept for a minute)",
    permission: "rental:read",
    query: attentionQuerySchema,
    response: attentionListSchema,
  }),
  exportParties: exportEndpoint("parties", "All parties matching the search", "rental:read"),
  exportPartyAttention: exportEndpoint(
    "parties-attention",
    "All parties that need attention, of the chosen problem",
    "rental:read",
  ),
};

export type PartyEndpoints = typeof partyEndpoints;
