import { ownRoute } from "@/lib/http/route";
import { json, listBody } from "@/lib/http/responses";
import { getDb } from "@/lib/db";
import { listRegister } from "@/lib/contracts/store";
import { contractEndpoints } from "@/lib/contracts";

// GET /api/contracts — the contract register, filtered by unit, party, status, end date (any role)
export const GET = ownRoute(contractEndpoints.listContractRegister, async ({ query }) => {
  const { rows, total } = await listRegister(await getDb(), query);
  return json(listBody(rows, { ...query, total }));
});
