import { ownEndpoints } from "@/lib/endpoints-own";
import { exportRoute } from "@/lib/exports/route";
import { partiesExport } from "@/lib/parties/export";

// GET /api/exports/parties — every party matching the page's search, CSV or Excel (any role)
export const GET = exportRoute(ownEndpoints.exportParties, partiesExport);
