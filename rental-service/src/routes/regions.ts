import { regionListQuerySchema } from "@/lib/rental/list-query";

import { listRegions } from "../domain/regions";
import { parseQuery } from "../http/validate";
import type { RouteContext, TenantApp } from "./context";

export function registerRegionRoutes(app: TenantApp, ctx: RouteContext) {
  // GET /tenant/v1/regions — regions with their cities (filters[name][$contains], English or Arabic)
  app.get("/regions", async (c) => {
    const query = parseQuery(c, regionListQuerySchema);
    const { data, pagination } = await listRegions(await ctx.db(), query);
    return c.json({ data, meta: { pagination } });
  });
}
