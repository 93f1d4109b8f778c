import { ownEndpoints } from "@/lib/api/own-endpoints";
import { exportRoute } from "@/lib/exports/route";
import { partiesExport } from "@/lib/exports/sources/parties";

// GET /api/exports/parties — every party matching the page's search, CSV or Excel (any role)
export const GET = exportRoute(ownEndpoints.exportParties, partiesExport);
