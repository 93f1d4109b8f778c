import { ownEndpoints } from "@/lib/endpoints-own";
import { exportRoute } from "@/lib/exports/route";
import { contractsExport } from "@/lib/contracts/export";

// GET /api/exports/contracts — the whole filtered contract register, CSV or Excel (any role)
export const GET = exportRoute(ownEndpoints.exportContracts, contractsExport);
