import { endOtherSessionsResponse, listOwnSessionsResponse } from "@/lib/account/sessions";
import { ownEndpoints as e } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";

// GET /api/account/sessions — one's own active sessions (any signed-in user)
export const GET = ownRoute(e.listOwnSessions, listOwnSessionsResponse);

// DELETE /api/account/sessions — end all one's sessions except this one (any signed-in user)
export const DELETE = ownRoute(e.endOtherSessions, endOtherSessionsResponse);
