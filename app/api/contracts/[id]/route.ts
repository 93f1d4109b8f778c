import { apiRoute } from "@/lib/api/handler";
import { apiError, json } from "@/lib/api/responses";
import { getDb } from "@/lib/db";
import { registerIdParamsSchema } from "@/lib/register/schemas";
import { getRegisteredContract } from "@/lib/register/store";

// GET /api/contracts/{id} — one contract from the register, deleted ones included (any role)
export const GET = apiRoute({
  permission: "rental:read",
  params: registerIdParamsSchema,
  handle: async ({ params }) => {
    const entry = await getRegisteredContract(await getDb(), params.id);
    if (!entry) return apiError(404, "NOT_FOUND", "This contract is not in the register.");
    return json({ data: entry, meta: {} });
  },
});
