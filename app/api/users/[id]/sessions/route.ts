import { ownEndpoints } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";
import { endUserSessionsResponse } from "@/lib/users/manage";

// DELETE /api/users/{id}/sessions — end all of a user's sessions (admin)
export const DELETE = ownRoute(ownEndpoints.endUserSessions, endUserSessionsResponse);
