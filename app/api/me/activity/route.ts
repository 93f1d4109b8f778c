import { ownEndpoints } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";
import { json, listBody } from "@/lib/api/responses";
import { listAudit } from "@/lib/audit/store";
import { getDb } from "@/lib/db";

// GET /api/me/activity — the signed-in user's own audit entries, newest first (any role)
export const GET = ownRoute(ownEndpoints.listOwnActivity, async ({ user, query }) => {
  const { rows, total } = await listAudit(await getDb(), { ...query, userId: user.id });
  return json(listBody(rows, { ...query, total }));
});
