import { ownRoute } from "@/lib/http/route";
import { rentRollEndpoints } from "@/lib/rent-roll";
import { statementResponse } from "@/lib/rent-roll/handlers";

// GET /api/rent-roll/contracts/{id} — a contract's rent statement (every role)
export const GET = ownRoute(rentRollEndpoints.getStatement, statementResponse);
