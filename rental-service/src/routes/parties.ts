import { partySearchQuerySchema } from "@/lib/rental/list-query";
import { partyUpdateSchema } from "@/lib/rental/party";

import { searchParties, updateParty } from "../domain/parties";
import { parseBody, parsePathId, parseQuery } from "../http/validate";
import type { RouteContext, TenantApp } from "./context";

export function registerPartyRoutes(app: TenantApp, ctx: RouteContext) {
  // GET /tenant/v1/parties/search-party — search parties by name, ID number or phone
  app.get("/parties/search-party", async (c) => {
    const query = parseQuery(c, partySearchQuerySchema);
    const { data, pagination } = await searchParties(await ctx.db(), query);
    return c.json({ data, meta: { pagination } });
  });

  // PUT /tenant/v1/parties/{id} — replace a party's details
  app.put("/parties/:id", async (c) => {
    const id = parsePathId(c, "id");
    const body = await parseBody(c, partyUpdateSchema);
    const data = await updateParty(await ctx.db(), id, body);
    return c.json({ data, meta: {} });
  });
}
