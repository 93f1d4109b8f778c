import { ownRoute } from "@/lib/http/route";
import { statementEndpoints } from "@/lib/statements";
import { partyStatementResponse } from "@/lib/statements/server";

// GET /api/statements/parties/{id}?from=&to= — a tenant's statement over all their contracts (every role)
export const GET = ownRoute(statementEndpoints.getPartyStatement, partyStatementResponse);
