import { apiRoute } from "@/lib/api/handler";
import { json, listBody } from "@/lib/api/responses";
import { ownActivityQuerySchema } from "@/lib/audit/schemas";
import { listAudit } from "@/lib/audit/store";
import { getDb } from "@/lib/db";

// GET /api/me/activity — the signed-in user's own audit entries, newest first (any role)
export const GET = apiRoute({
  permission: "signed-in",
  query: ownActivityQuerySchema,
  handle: async ({ user, query }) => {
    const { rows, total } = await listAudit(await getDb(), { ...query, userId: user.id });
    return json(listBody(rows, { ...query, total }));
  },
});
