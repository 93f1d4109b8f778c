import { ownEndpoints } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";
import { updateUserResponse } from "@/lib/users/handlers";

// PATCH /api/users/{id} — change name, role, disabled or password (admin; not one's own role/disabled)
export const PATCH = ownRoute(ownEndpoints.updateUser, updateUserResponse);
