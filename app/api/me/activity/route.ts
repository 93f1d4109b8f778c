import { ownRoute } from "@/lib/http/route";
import { json, listBody } from "@/lib/http/responses";
import { listAuditForPeople } from "@/lib/users/audit-groups";
import { getDb } from "@/lib/db";
import { userEndpoints } from "@/lib/users";

// GET /api/me/activity — the signed-in user's own audit entries, newest first (any role)
export const GET = ownRoute(userEndpoints.listOwnActivity, async ({ user, query }) => {
  const { rows, total } = await listAuditForPeople(await getDb(), { ...query, userId: user.id });
  return json(listBody(rows, { ...query, total }));
});
