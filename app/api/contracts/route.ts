import { ownEndpoints } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";
import { json, listBody } from "@/lib/api/responses";
import { getDb } from "@/lib/db";
import { listRegister } from "@/lib/register/store";

// GET /api/contracts — the contract register, filtered by unit, party, status, end date (any role)
export const GET = ownRoute(ownEndpoints.listContractRegister, async ({ query }) => {
  const { rows, total } = await listRegister(await getDb(), query);
  return json(listBody(rows, { ...query, total }));
});
