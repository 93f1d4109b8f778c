import { ownEndpoints } from "@/lib/endpoints-own";
import { exportRoute } from "@/lib/exports/route";
import { auditExport } from "@/lib/users/audit-export";

// GET /api/exports/audit — the whole filtered audit log, CSV or Excel (admin)
export const GET = exportRoute(ownEndpoints.exportAudit, auditExport);
