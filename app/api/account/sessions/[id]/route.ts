import { endOwnSessionResponse } from "@/lib/account/session-handlers";
import { ownEndpoints as e } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";

// DELETE /api/account/sessions/{id} — end one of one's own sessions (any signed-in user)
export const DELETE = ownRoute(e.endOwnSession, endOwnSessionResponse);
