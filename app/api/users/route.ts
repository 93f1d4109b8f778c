import { ownRoute } from "@/lib/http/route";
import { addUserResponse, listUsersResponse } from "@/lib/users/handlers";
import { userEndpoints } from "@/lib/users";

// GET /api/users — list the dashboard's users (admin)
export const GET = ownRoute(userEndpoints.listUsers, listUsersResponse);

// POST /api/users — add a user; without a password one is generated and returned once (admin)
export const POST = ownRoute(userEndpoints.createUser, addUserResponse);
