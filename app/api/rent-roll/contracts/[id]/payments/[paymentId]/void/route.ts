import { ownRoute } from "@/lib/http/route";
import { rentRollEndpoints } from "@/lib/rent-roll";
import { voidPaymentResponse } from "@/lib/rent-roll/handlers";

// POST /api/rent-roll/contracts/{id}/payments/{paymentId}/void — void a payment with a reason (manager, admin)
export const POST = ownRoute(rentRollEndpoints.voidPayment, voidPaymentResponse);
