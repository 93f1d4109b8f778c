import { ownRoute } from "@/lib/http/route";
import { json, listBody } from "@/lib/http/responses";
import { listAuditForPeople } from "@/lib/users/audit-groups";
import { getDb } from "@/lib/db";
import { userEndpoints } from "@/lib/users";

// GET /api/audit — the audit log, filtered by user, action, target and date (admin)
export const GET = ownRoute(userEndpoints.listAudit, async ({ query }) => {
  const { rows, total } = await listAuditForPeople(await getDb(), query);
  return json(listBody(rows, { ...query, total }));
});
