import { ownRoute } from "@/lib/http/route";
import { rentRollEndpoints } from "@/lib/rent-roll";
import { monthDueResponse } from "@/lib/rent-roll/collections-handlers";

// GET /api/rent-roll/collections/due — a month's instalments with its totals (any role)
export const GET = ownRoute(rentRollEndpoints.listMonthDue, monthDueResponse);
