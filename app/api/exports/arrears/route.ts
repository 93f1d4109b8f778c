import { exportRoute } from "@/lib/exports/route";
import { rentRollEndpoints } from "@/lib/rent-roll";
import { arrearsExport } from "@/lib/rent-roll/arrears-export";

// GET /api/exports/arrears — the filtered arrears, CSV or Excel (any role)
export const GET = exportRoute(rentRollEndpoints.exportArrears, arrearsExport);
