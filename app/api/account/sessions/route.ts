import { endOtherSessionsResponse, listOwnSessionsResponse } from "@/lib/account/handlers";
import { ownRoute } from "@/lib/http/route";
import { accountEndpoints } from "@/lib/account";

// GET /api/account/sessions — one's own active sessions (any signed-in user)
export const GET = ownRoute(accountEndpoints.listOwnSessions, listOwnSessionsResponse);

// DELETE /api/account/sessions — end all one's sessions except this one (any signed-in user)
export const DELETE = ownRoute(accountEndpoints.endOtherSessions, endOtherSessionsResponse);
