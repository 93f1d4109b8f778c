import { z } from "zod";

import { pathId } from "@/lib/rental/fields";
import { propertyListQuerySchema } from "@/lib/rental/list-query";

import { deleteProperty, getPropertyByDocument, listProperties } from "../domain/properties";
import { syncDeed } from "../domain/sync";
import { parsePathId, parseQuery } from "../http/validate";
import type { RouteContext, TenantApp } from "./context";

export const documentNumberParam = z.object({ documentNumber: pathId });

export function registerPropertyRoutes(app: TenantApp, ctx: RouteContext) {
  // GET /tenant/v1/properties — list properties (filters[property_name][$contains], pagination, sort)
  // meta.units_total (our extension): the units of all matching properties.
  app.get("/properties", async (c) => {
    const query = parseQuery(c, propertyListQuerySchema);
    const { data, pagination, unitsTotal } = await listProperties(await ctx.db(), query);
    return c.json({ data, meta: { pagination, units_total: unitsTotal } });
  });

  // GET /tenant/v1/properties/{documentNumber} — one property by its deed number
  app.get("/properties/:documentNumber", async (c) => {
    const documentNumber = parsePathId(c, "documentNumber");
    const data = await getPropertyByDocument(await ctx.db(), String(documentNumber));
    return c.json({ data, meta: {} });
  });

  // POST /tenant/v1/properties/sync-deed/{id} — pull the registry's data into property {id}
  app.post("/properties/sync-deed/:id", async (c) => {
    const id = parsePathId(c, "id");
    const now = ctx.now();
    const { property, changes } = await syncDeed(await ctx.db(), id, now);
    return c.json({ data: property, meta: { changes, synced_at: now.toISOString() } });
  });

  // DELETE /tenant/v1/properties/{id} — delete property {id} and its units
  app.delete("/properties/:id", async (c) => {
    const id = parsePathId(c, "id");
    const data = await deleteProperty(await ctx.db(), id, ctx.today());
    return c.json({ data, meta: {} });
  });
}
