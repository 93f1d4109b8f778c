import { apiRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/responses";
import { permissionsOf } from "@/lib/auth/permissions";
import { env } from "@/lib/env";

// GET /api/me — the signed-in user, their permissions, and whether this is a demo (any role)
export const GET = apiRoute({
  permission: "signed-in",
  handle: async ({ user }) =>
    json({ data: { user, permissions: permissionsOf(user.role), demo: env.DEMO_MODE }, meta: {} }),
});
