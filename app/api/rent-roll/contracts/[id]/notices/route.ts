import { ownRoute } from "@/lib/http/route";
import { rentRollEndpoints } from "@/lib/rent-roll";
import { noticeResponse } from "@/lib/rent-roll/follow-up-handlers";

// POST /api/rent-roll/contracts/{id}/notices — record notice given (manager, admin)
export const POST = ownRoute(rentRollEndpoints.recordNotice, noticeResponse);
