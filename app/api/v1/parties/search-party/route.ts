import { apiRoute } from "@/lib/api/handler";
import { partySearchQuerySchema } from "@/lib/rental/list-query";
import { asList, normaliseParty } from "@/lib/rental-api/normalise";
import { forward } from "@/lib/rental-api/proxy";

// GET /api/v1/parties/search-party — search parties (support, manager, admin)
export const GET = apiRoute({
  permission: "rental:read",
  query: partySearchQuerySchema,
  handle: ({ query, ...caller }) =>
    forward(caller, {
      method: "GET",
      path: "/parties/search-party",
      query,
      read: asList(normaliseParty),
    }),
});
