import { contractCreateSchema, contractUpdateSchema } from "@/lib/rental/contract";

import { createContract, deleteContract, updateContract } from "../domain/contracts";
import { parseBody, parsePathId } from "../http/validate";
import type { RouteContext, TenantApp } from "./context";

export function registerContractRoutes(app: TenantApp, ctx: RouteContext) {
  // POST /tenant/v1/contracts — create a contract starting today
  app.post("/contracts", async (c) => {
    const body = await parseBody(c, contractCreateSchema);
    const data = await createContract(await ctx.db(), body, ctx.today());
    return c.json({ data, meta: {} });
  });

  // PUT /tenant/v1/contracts/{id} — change a draft or active contract's dates
  app.put("/contracts/:id", async (c) => {
    const id = parsePathId(c, "id");
    const body = await parseBody(c, contractUpdateSchema);
    const data = await updateContract(await ctx.db(), id, body, ctx.today());
    return c.json({ data, meta: {} });
  });

  // DELETE /tenant/v1/contracts/{contract_id} — remove a draft, terminate an active contract
  app.delete("/contracts/:contract_id", async (c) => {
    const id = parsePathId(c, "contract_id");
    const data = await deleteContract(await ctx.db(), id, ctx.today());
    return c.json({ data, meta: {} });
  });
}
