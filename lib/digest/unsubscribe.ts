import "server-only";

import { eq } from "drizzle-orm";

import { users } from "@/lib/auth/tables";
import type { DashboardDb } from "@/lib/db/database";

import { digestChoiceOf, saveDigestChoice } from "./settings";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

// The signed link's two steps, signed out: whose it is (the page shows the address it stops),
// and the unsubscribe itself (the one-click POST, or the page's button).

/** The person a valid token names (not disabled), with their address; null otherwise. */
export async function personOfToken(db: DashboardDb, secret: string, token: string) {
  const userId = verifyUnsubscribeToken(secret, token);
  if (!userId) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.disabled) return null;
  return { id: row.id, email: row.email, enabled: (await digestChoiceOf(db, row.id)).enabled };
}

/** Turns the digest off for the token's person; their address, or null for a bad token. */
export async function unsubscribe(db: DashboardDb, secret: string, token: string) {
  const person = await personOfToken(db, secret, token);
  if (!person) return null;
  await saveDigestChoice(db, person.id, { enabled: false });
  return person.email;
}
