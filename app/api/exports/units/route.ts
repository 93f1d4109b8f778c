import { exportRoute } from "@/lib/exports/route";
import { unitsExport } from "@/lib/properties/unit-export";
import { propertyEndpoints } from "@/lib/properties";

// GET /api/exports/units — a property's units (?property=<deed number>), CSV or Excel (any role)
export const GET = exportRoute(propertyEndpoints.exportUnits, unitsExport);
