import { changePasswordResponse } from "@/lib/account/password-handlers";
import { ownEndpoints as e } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";

// POST /api/account/password — change one's own password (current one required; any signed-in user)
export const POST = ownRoute(e.changePassword, changePasswordResponse);
