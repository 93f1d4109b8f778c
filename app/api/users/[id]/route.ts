import { apiRoute } from "@/lib/api/handler";
import { updateUserResponse } from "@/lib/users/manage";
import { updateUserSchema, userIdParamsSchema } from "@/lib/users/schemas";

// PATCH /api/users/{id} — change name, role, disabled or password (admin; not one's own role/disabled)
export const PATCH = apiRoute({
  permission: "user:manage",
  params: userIdParamsSchema,
  body: updateUserSchema,
  handle: updateUserResponse,
});
