import { exportRoute } from "@/lib/exports/route";
import { propertiesExport } from "@/lib/properties/export";
import { propertyEndpoints } from "@/lib/properties";

// GET /api/exports/properties — every property matching the page's name filter, CSV or Excel (any role)
export const GET = exportRoute(propertyEndpoints.exportProperties, propertiesExport);
