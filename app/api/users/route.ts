import { apiRoute } from "@/lib/api/handler";
import { addUserResponse, listUsersResponse } from "@/lib/users/manage";
import { createUserSchema, userListQuerySchema } from "@/lib/users/schemas";

// GET /api/users — list the dashboard's users (admin)
export const GET = apiRoute({
  permission: "user:manage",
  query: userListQuerySchema,
  handle: listUsersResponse,
});

// POST /api/users — add a user; without a password one is generated and returned once (admin)
export const POST = apiRoute({
  permission: "user:manage",
  body: createUserSchema,
  handle: addUserResponse,
});
