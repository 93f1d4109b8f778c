import { deedRemoteSearchSchema, deedSearchSchema } from "@/lib/rental/deed";

import { searchLocalDeed, searchRemoteDeed } from "../domain/deeds";
import { parseBody } from "../http/validate";
import type { RouteContext, TenantApp } from "./context";

export function registerDeedRoutes(app: TenantApp, ctx: RouteContext) {
  // POST /tenant/v1/properties/search-deed — find a deed among local properties
  app.post("/properties/search-deed", async (c) => {
    const body = await parseBody(c, deedSearchSchema);
    const data = await searchLocalDeed(await ctx.db(), body.deed_id);
    return c.json({ data, meta: {} });
  });

  // POST /tenant/v1/properties/search-deed/remote — find a deed in the national registry
  app.post("/properties/search-deed/remote", async (c) => {
    const body = await parseBody(c, deedRemoteSearchSchema);
    const data = await searchRemoteDeed(await ctx.db(), body);
    return c.json({ data, meta: { imported: data.imported } });
  });
}
