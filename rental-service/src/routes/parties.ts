import { partySearchQuerySchema } from "@/lib/rental/list-query";
import { partyUpdateSchema } from "@/lib/rental/party";
import { idParams } from "@/lib/rental/path-params";
import { partySchema } from "@/lib/rental/records";
import { listOf, recordOf } from "@/lib/rental/results";

import { searchParties, updateParty } from "../domain/parties";
import { route } from "./route";

export const partyRoutes = {
  // GET /tenant/v1/parties/search-party — search parties by name, ID number or phone
  searchParties: route({
    method: "GET",
    path: "/parties/search-party",
    summary: "Search parties",
    query: partySearchQuerySchema,
    response: listOf(partySchema),
    handle: async ({ query }, ctx) => {
      const { data, pagination } = await searchParties(await ctx.db(), query);
      return { data, meta: { pagination } };
    },
  }),

  // PUT /tenant/v1/parties/{id} — replace a party's details
  updateParty: route({
    method: "PUT",
    path: "/parties/{id}",
    summary: "Replace a party",
    description: "Optional fields left out are cleared. region_id/city_id must exist and agree.",
    params: idParams,
    body: partyUpdateSchema,
    response: recordOf(partySchema),
    handle: async ({ params, body }, ctx) => ({
      data: await updateParty(await ctx.db(), params.id, body),
      meta: {},
    }),
  }),
};
