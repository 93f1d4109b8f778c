import { ownRoute } from "@/lib/http/route";
import { rentRollEndpoints } from "@/lib/rent-roll";
import { remindResponse } from "@/lib/rent-roll/arrears-handlers";

// POST /api/rent-roll/contracts/{id}/reminders — record a WhatsApp reminder (manager, admin)
export const POST = ownRoute(rentRollEndpoints.remindTenant, remindResponse);
