import { exportRoute } from "@/lib/exports/route";
import { partiesExport } from "@/lib/parties/export";
import { partyEndpoints } from "@/lib/parties";

// GET /api/exports/parties — every party matching the page's search, CSV or Excel (any role)
export const GET = exportRoute(partyEndpoints.exportParties, partiesExport);
