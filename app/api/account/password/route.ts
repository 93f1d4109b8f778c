import { changePasswordResponse } from "@/lib/account/password";
import { ownEndpoints as e } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";

// POST /api/account/password — change one's own password (current one required; any signed-in user)
export const POST = ownRoute(e.changePassword, changePasswordResponse);
