import { ownEndpoints } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";
import { endUserSessionsResponse } from "@/lib/users/handlers";

// DELETE /api/users/{id}/sessions — end all of a user's sessions (admin)
export const DELETE = ownRoute(ownEndpoints.endUserSessions, endUserSessionsResponse);
