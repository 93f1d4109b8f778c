import { endOwnSessionResponse } from "@/lib/account/sessions";
import { ownEndpoints as e } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";

// DELETE /api/account/sessions/{id} — end one of one's own sessions (any signed-in user)
export const DELETE = ownRoute(e.endOwnSession, endOwnSessionResponse);
