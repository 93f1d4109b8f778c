import { ownEndpoints } from "@/lib/api/own-endpoints";
import { exportRoute } from "@/lib/exports/route";
import { auditExport } from "@/lib/exports/sources/audit";

// GET /api/exports/audit — the whole filtered audit log, CSV or Excel (admin)
export const GET = exportRoute(ownEndpoints.exportAudit, auditExport);
