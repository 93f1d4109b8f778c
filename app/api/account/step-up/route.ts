import { stepUpResponse } from "@/lib/account/step-up-handlers";
import { ownRoute } from "@/lib/http/route";
import { accountEndpoints } from "@/lib/account";

// POST /api/account/step-up — the password (and code) again before sensitive changes (signed in)
export const POST = ownRoute(accountEndpoints.stepUp, stepUpResponse);
