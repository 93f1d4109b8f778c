import { ownRoute } from "@/lib/http/route";
import { endUserSessionsResponse } from "@/lib/users/handlers";
import { userEndpoints } from "@/lib/users";

// DELETE /api/users/{id}/sessions — end all of a user's sessions (admin)
export const DELETE = ownRoute(userEndpoints.endUserSessions, endUserSessionsResponse);
