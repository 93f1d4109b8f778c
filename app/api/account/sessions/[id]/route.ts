import { sessionParamsSchema } from "@/lib/account/schemas";
import { endOwnSessionResponse } from "@/lib/account/sessions";
import { apiRoute } from "@/lib/api/handler";

// DELETE /api/account/sessions/{id} — end one of one's own sessions (any signed-in user)
export const DELETE = apiRoute({
  permission: "signed-in",
  allowRestricted: true,
  params: sessionParamsSchema,
  handle: endOwnSessionResponse,
});
