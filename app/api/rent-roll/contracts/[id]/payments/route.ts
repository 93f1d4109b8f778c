import { ownRoute } from "@/lib/http/route";
import { rentRollEndpoints } from "@/lib/rent-roll";
import { recordPaymentResponse } from "@/lib/rent-roll/handlers";

// POST /api/rent-roll/contracts/{id}/payments — record a payment (manager, admin)
export const POST = ownRoute(rentRollEndpoints.recordPayment, recordPaymentResponse);
