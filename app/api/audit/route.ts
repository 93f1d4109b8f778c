import { apiRoute } from "@/lib/api/handler";
import { json, listBody } from "@/lib/api/responses";
import { auditListQuerySchema } from "@/lib/audit/schemas";
import { listAudit } from "@/lib/audit/store";
import { getDb } from "@/lib/db";

// GET /api/audit — the audit log, filtered by user, action, target and date (admin)
export const GET = apiRoute({
  permission: "audit:read",
  query: auditListQuerySchema,
  handle: async ({ query }) => {
    const { rows, total } = await listAudit(await getDb(), query);
    return json(listBody(rows, { ...query, total }));
  },
});
