import { endOtherSessionsResponse, listOwnSessionsResponse } from "@/lib/account/sessions";
import { apiRoute } from "@/lib/api/handler";

// GET /api/account/sessions — one's own active sessions (any signed-in user)
export const GET = apiRoute({
  permission: "signed-in",
  allowRestricted: true,
  handle: listOwnSessionsResponse,
});

// DELETE /api/account/sessions — end all one's sessions except this one (any signed-in user)
export const DELETE = apiRoute({
  permission: "signed-in",
  allowRestricted: true,
  handle: endOtherSessionsResponse,
});
