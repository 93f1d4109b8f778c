import { apiRoute } from "@/lib/api/handler";
import { json, listBody } from "@/lib/api/responses";
import { getDb } from "@/lib/db";
import { registerListQuerySchema } from "@/lib/register/schemas";
import { listRegister } from "@/lib/register/store";

// GET /api/contracts — the contract register, filtered by unit, party, status, end date (any role)
export const GET = apiRoute({
  permission: "rental:read",
  query: registerListQuerySchema,
  handle: async ({ query }) => {
    const { rows, total } = await listRegister(await getDb(), query);
    return json(listBody(rows, { ...query, total }));
  },
});
