import { ownRoute } from "@/lib/http/route";
import { updateUserResponse } from "@/lib/users/handlers";
import { userEndpoints } from "@/lib/users";

// PATCH /api/users/{id} — change name, role, disabled or password (admin; not one's own role/disabled)
export const PATCH = ownRoute(userEndpoints.updateUser, updateUserResponse);
