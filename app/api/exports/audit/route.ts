import { exportRoute } from "@/lib/exports/route";
import { auditExport } from "@/lib/users/audit-export";
import { userEndpoints } from "@/lib/users";

// GET /api/exports/audit — the whole filtered audit log, CSV or Excel (admin)
export const GET = exportRoute(userEndpoints.exportAudit, auditExport);
