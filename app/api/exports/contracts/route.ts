import { ownEndpoints } from "@/lib/api/own-endpoints";
import { exportRoute } from "@/lib/exports/route";
import { contractsExport } from "@/lib/exports/sources/contracts";

// GET /api/exports/contracts — the whole filtered contract register, CSV or Excel (any role)
export const GET = exportRoute(ownEndpoints.exportContracts, contractsExport);
