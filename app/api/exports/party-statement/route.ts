import { statementEndpoints } from "@/lib/statements";
import { partyStatementExport, statementExportRoute } from "@/lib/statements/server";

// GET /api/exports/party-statement?party=<id>&from=&to= — CSV or Excel (any role)
export const GET = statementExportRoute(
  statementEndpoints.exportPartyStatement,
  partyStatementExport,
  "party",
);
