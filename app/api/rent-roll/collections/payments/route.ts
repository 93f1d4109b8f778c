import { ownRoute } from "@/lib/http/route";
import { rentRollEndpoints } from "@/lib/rent-roll";
import { monthPaymentsResponse } from "@/lib/rent-roll/collections-handlers";

// GET /api/rent-roll/collections/payments — a month's payments with its totals (any role)
export const GET = ownRoute(rentRollEndpoints.listMonthPayments, monthPaymentsResponse);
