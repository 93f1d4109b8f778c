import { ownEndpoints } from "@/lib/api/own-endpoints";
import { exportRoute } from "@/lib/exports/route";
import { propertiesExport } from "@/lib/exports/sources/properties";

// GET /api/exports/properties — every property matching the page's name filter, CSV or Excel (any role)
export const GET = exportRoute(ownEndpoints.exportProperties, propertiesExport);
