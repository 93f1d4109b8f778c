import { exportRoute } from "@/lib/exports/route";
import { contractsExport } from "@/lib/contracts/export";
import { contractEndpoints } from "@/lib/contracts";

// GET /api/exports/contracts — the whole filtered contract register, CSV or Excel (any role)
export const GET = exportRoute(contractEndpoints.exportContracts, contractsExport);
