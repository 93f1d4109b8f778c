import { statementEndpoints } from "@/lib/statements";
import { contractStatementExport, statementExportRoute } from "@/lib/statements/server";

// GET /api/exports/contract-statement?contract=<id>&from=&to= — CSV or Excel (any role)
export const GET = statementExportRoute(
  statementEndpoints.exportContractStatement,
  contractStatementExport,
  "contract",
);
