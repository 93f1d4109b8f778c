import { unitUpdateSchema } from "@/lib/rental/unit";

import { getUnit, updateUnit } from "../domain/units";
import { parseBody, parsePathId } from "../http/validate";
import type { RouteContext, TenantApp } from "./context";

export function registerUnitRoutes(app: TenantApp, ctx: RouteContext) {
  // GET /tenant/v1/units/{unit_id} — one unit
  app.get("/units/:unit_id", async (c) => {
    const id = parsePathId(c, "unit_id");
    return c.json({ data: await getUnit(await ctx.db(), id), meta: {} });
  });

  // PUT /tenant/v1/units/{id} — replace a unit's details
  app.put("/units/:id", async (c) => {
    const id = parsePathId(c, "id");
    const body = await parseBody(c, unitUpdateSchema);
    return c.json({ data: await updateUnit(await ctx.db(), id, body), meta: {} });
  });
}
