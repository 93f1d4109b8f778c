import { ownEndpoints } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";
import { json, listBody } from "@/lib/http/responses";
import { listAudit } from "@/lib/audit/store";
import { getDb } from "@/lib/db";

// GET /api/me/activity — the signed-in user's own audit entries, newest first (any role)
export const GET = ownRoute(ownEndpoints.listOwnActivity, async ({ user, query }) => {
  const { rows, total } = await listAudit(await getDb(), { ...query, userId: user.id });
  return json(listBody(rows, { ...query, total }));
});
