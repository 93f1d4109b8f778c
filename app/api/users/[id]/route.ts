import { ownEndpoints } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";
import { updateUserResponse } from "@/lib/users/manage";

// PATCH /api/users/{id} — change name, role, disabled or password (admin; not one's own role/disabled)
export const PATCH = ownRoute(ownEndpoints.updateUser, updateUserResponse);
