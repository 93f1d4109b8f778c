import { ownEndpoints } from "@/lib/endpoints-own";
import { exportRoute } from "@/lib/exports/route";
import { propertiesExport } from "@/lib/properties/export";

// GET /api/exports/properties — every property matching the page's name filter, CSV or Excel (any role)
export const GET = exportRoute(ownEndpoints.exportProperties, propertiesExport);
