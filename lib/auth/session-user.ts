import type { Role } from "@/lib/auth/permissions";

/** The signed-in person as every server check sees them: re-loaded from the database each request. */
export type SessionUser = { id: string; email: string; name: string; role: Role };
