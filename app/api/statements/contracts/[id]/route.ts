import { ownRoute } from "@/lib/http/route";
import { statementEndpoints } from "@/lib/statements";
import { contractStatementResponse } from "@/lib/statements/server";

// GET /api/statements/contracts/{id}?from=&to= — a contract's statement (every role)
export const GET = ownRoute(statementEndpoints.getContractStatement, contractStatementResponse);
