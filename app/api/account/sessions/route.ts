import { endOtherSessionsResponse, listOwnSessionsResponse } from "@/lib/account/session-handlers";
import { ownEndpoints as e } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";

// GET /api/account/sessions — one's own active sessions (any signed-in user)
export const GET = ownRoute(e.listOwnSessions, listOwnSessionsResponse);

// DELETE /api/account/sessions — end all one's sessions except this one (any signed-in user)
export const DELETE = ownRoute(e.endOtherSessions, endOtherSessionsResponse);
