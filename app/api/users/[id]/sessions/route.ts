import { apiRoute } from "@/lib/api/handler";
import { endUserSessionsResponse } from "@/lib/users/manage";
import { userIdParamsSchema } from "@/lib/users/schemas";

// DELETE /api/users/{id}/sessions — end all of a user's sessions (admin)
export const DELETE = apiRoute({
  permission: "user:manage",
  params: userIdParamsSchema,
  handle: endUserSessionsResponse,
});
