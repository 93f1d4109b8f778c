import "server-only";

import { cache } from "react";

import { auth } from "@/lib/auth/next-auth";
import type { SessionUser } from "@/lib/auth/session-user";
import { getDb } from "@/lib/db";
import { findUserById } from "@/lib/users/service";

export type { SessionUser } from "@/lib/auth/session-user";

/**
 * The signed-in user, or null. Re-read from the database on every request, so that disabling a
 * user, changing a role or resetting a password takes effect at once, not at the next sign-in.
 * Pages call this in their layout; API routes get it through apiRoute().
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await auth();
  const id = session?.user?.id;
  if (!id) return null;
  const row = await findUserById(await getDb(), id);
  if (!row || row.disabled) return null;
  if (session.passwordVersion !== row.passwordChangedAt.getTime()) return null;
  return { id: row.id, email: row.email, name: row.name, role: row.role };
});
