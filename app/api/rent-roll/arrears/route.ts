import { ownRoute } from "@/lib/http/route";
import { rentRollEndpoints } from "@/lib/rent-roll";
import { arrearsResponse } from "@/lib/rent-roll/arrears-handlers";

// GET /api/rent-roll/arrears — overdue contracts with ageing buckets and totals (any role)
export const GET = ownRoute(rentRollEndpoints.listArrears, arrearsResponse);
