import { ownRoute } from "@/lib/http/route";
import { rentRollEndpoints } from "@/lib/rent-roll";
import { followUpsResponse } from "@/lib/rent-roll/follow-up-handlers";

// GET /api/rent-roll/contracts/{id}/follow-ups — a contract's timeline (any role)
export const GET = ownRoute(rentRollEndpoints.listFollowUps, followUpsResponse);
