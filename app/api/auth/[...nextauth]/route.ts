import { publicRoute } from "@/lib/api/handler";
import { handlers } from "@/lib/auth/next-auth";

// GET /api/auth/* — next-auth: session, CSRF token, providers (public)
export const GET = publicRoute(({ req }) => handlers.GET(req));

// POST /api/auth/* — next-auth: sign in with credentials, sign out (public; CSRF-checked by next-auth)
export const POST = publicRoute(({ req }) => handlers.POST(req));
