import { ownEndpoints } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";
import { json, listBody } from "@/lib/http/responses";
import { listAudit } from "@/lib/audit/store";
import { getDb } from "@/lib/db";

// GET /api/audit — the audit log, filtered by user, action, target and date (admin)
export const GET = ownRoute(ownEndpoints.listAudit, async ({ query }) => {
  const { rows, total } = await listAudit(await getDb(), query);
  return json(listBody(rows, { ...query, total }));
});
