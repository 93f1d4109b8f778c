import { inArray } from "drizzle-orm";

import type { Role } from "@/lib/auth/permissions";
import type { DashboardDb } from "@/lib/db/database";
import { users } from "@/lib/auth/tables";
import { createUser, EmailTakenError } from "@/lib/auth/users";

// Demo mode: one user per role, all with the same published password (see README). Safe to run
// from several processes at once: an existing user is left exactly as it is.

export const DEMO_PASSWORD = "demo-password";
export const DEMO_USERS: readonly { email: string; name: string; role: Role }[] = [
  { email: "admin@demo.test", name: "Demo Admin", role: "admin" },
  { email: "manager@demo.test", name: "Demo Manager", role: "manager" },
  { email: "support@demo.test", name: "Demo Support", role: "support" },
];

/** Demo accounts sign in only while DEMO_MODE is on (a database kept from a demo stays safe). */
export function isDemoEmail(email: string): boolean {
  const normalised = email.trim().toLowerCase();
  return DEMO_USERS.some((u) => u.email === normalised);
}

export async function ensureDemoUsers(db: DashboardDb): Promise<void> {
  const emails = DEMO_USERS.map((u) => u.email);
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const have = new Set(existing.map((u) => u.email));
  for (const user of DEMO_USERS.filter((u) => !have.has(u.email))) {
    try {
      await createUser(db, { ...user, password: DEMO_PASSWORD });
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error; // another instance was quicker
    }
  }
}
