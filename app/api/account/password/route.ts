import { changePasswordResponse } from "@/lib/account/handlers";
import { ownRoute } from "@/lib/http/route";
import { accountEndpoints } from "@/lib/account";

// POST /api/account/password — change one's own password (current one required; any signed-in user)
export const POST = ownRoute(accountEndpoints.changePassword, changePasswordResponse);
