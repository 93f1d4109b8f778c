import { ownEndpoints } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";
import { addUserResponse, listUsersResponse } from "@/lib/users/handlers";

// GET /api/users — list the dashboard's users (admin)
export const GET = ownRoute(ownEndpoints.listUsers, listUsersResponse);

// POST /api/users — add a user; without a password one is generated and returned once (admin)
export const POST = ownRoute(ownEndpoints.createUser, addUserResponse);
