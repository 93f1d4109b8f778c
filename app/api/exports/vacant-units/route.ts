import { exportRoute } from "@/lib/exports/route";
import { vacantUnitsExport } from "@/lib/occupancy/export";
import { occupancyEndpoints } from "@/lib/occupancy";

// GET /api/exports/vacant-units — every vacant unit matching the page's filters, CSV or Excel (any role)
export const GET = exportRoute(occupancyEndpoints.exportVacantUnits, vacantUnitsExport);
