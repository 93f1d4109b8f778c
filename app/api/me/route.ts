import { apiRoute } from "@/lib/http/handler";
import { json } from "@/lib/http/responses";
import { permissionsOf } from "@/lib/auth/permissions";
import { env } from "@/lib/env";

// GET /api/me — the signed-in user, their permissions, what they must do first (a password to
// change, a second factor to set up), and whether this is a demo (any role)
export const GET = apiRoute({
  permission: "signed-in",
  allowRestricted: true,
  handle: async ({ user }) => {
    const { sessionId: _sessionId, restriction, ...person } = user;
    const permissions = restriction ? [] : permissionsOf(user.role);
    const data = {
      user: person,
      restriction: restriction ?? null,
      permissions,
      demo: env.DEMO_MODE,
    };
    return json({ data, meta: {} });
  },
});
