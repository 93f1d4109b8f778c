import { randomUUID } from "node:crypto";

import { and, asc, count, eq, ilike, or } from "drizzle-orm";

import { hashPassword } from "@/lib/auth/password";
import type { Role } from "@/lib/auth/permissions";
import type { DashboardDb } from "@/lib/db/database";
import { users, type UserRow } from "@/lib/db/schema";
import type { PublicUser } from "@/lib/users/schemas";

// The dashboard's users: created by admins (or `npm run users`), signed in with a password.
// Plain Node code (no Next.js, no next-auth) so that the CLI can use it as well.

export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`A user with the email ${email} already exists`);
    this.name = "EmailTakenError";
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    passwordChangedAt: row.passwordChangedAt.toISOString(),
  };
}

export async function findUserByEmail(db: DashboardDb, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row ?? null;
}

export async function findUserById(db: DashboardDb, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function createUser(
  db: DashboardDb,
  input: { email: string; name: string; role: Role; password: string },
): Promise<PublicUser> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ id: randomUUID(), email, name: input.name.trim(), role: input.role, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw new EmailTakenError(email);
  return toPublicUser(row);
}

export type UserChanges = { name?: string; role?: Role; disabled?: boolean; password?: string };

/** Applies the changes; a new password also ends the user's existing sessions. */
export async function updateUser(
  db: DashboardDb,
  id: string,
  changes: UserChanges,
): Promise<PublicUser | null> {
  const now = new Date();
  const values: Partial<typeof users.$inferInsert> = { updatedAt: now };
  if (changes.name !== undefined) values.name = changes.name.trim();
  if (changes.role !== undefined) values.role = changes.role;
  if (changes.disabled !== undefined) values.disabled = changes.disabled;
  if (changes.password !== undefined) {
    values.passwordHash = await hashPassword(changes.password);
    values.passwordChangedAt = now;
  }
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row ? toPublicUser(row) : null;
}

export async function listUsers(
  db: DashboardDb,
  options: { page: number; pageSize: number; q?: string },
): Promise<{ rows: PublicUser[]; total: number }> {
  const pattern = options.q ? `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.email))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toPublicUser), total: totals?.total ?? 0 };
}

/** How many enabled admins there are (the CLI warns before removing the last one). */
export async function countActiveAdmins(db: DashboardDb): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.disabled, false)));
  return row?.n ?? 0;
}
