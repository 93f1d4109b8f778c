import { handlers } from "@/lib/auth/next-auth";

// GET/POST /api/auth/* — next-auth: sign-in (credentials), sign-out, session, CSRF token (public)
export const { GET, POST } = handlers;
