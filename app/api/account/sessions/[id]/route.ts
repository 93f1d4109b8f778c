import { endOwnSessionResponse } from "@/lib/account/handlers";
import { ownRoute } from "@/lib/http/route";
import { accountEndpoints } from "@/lib/account";

// DELETE /api/account/sessions/{id} — end one of one's own sessions (any signed-in user)
export const DELETE = ownRoute(accountEndpoints.endOwnSession, endOwnSessionResponse);
