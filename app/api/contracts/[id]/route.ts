import { ownRoute } from "@/lib/http/route";
import { apiError, json } from "@/lib/http/responses";
import { getDb } from "@/lib/db";
import { getRegisteredContract } from "@/lib/contracts/store";
import { msg } from "@/lib/rental/messages";
import { contractEndpoints } from "@/lib/contracts";

// GET /api/contracts/{id} — one contract from the register, deleted ones included (any role)
export const GET = ownRoute(contractEndpoints.getRegisteredContract, async ({ params }) => {
  const entry = await getRegisteredContract(await getDb(), params.id);
  if (!entry) return apiError(404, "NOT_FOUND", msg("apiErrors.contractNotInRegister"));
  return json({ data: entry, meta: {} });
});
