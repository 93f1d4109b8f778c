import { changePasswordResponse } from "@/lib/account/password";
import { changePasswordSchema } from "@/lib/account/schemas";
import { apiRoute } from "@/lib/api/handler";

// POST /api/account/password — change one's own password (current one required; any signed-in user)
export const POST = apiRoute({
  permission: "signed-in",
  allowRestricted: true,
  body: changePasswordSchema,
  handle: changePasswordResponse,
});
