import { randomUUID } from "node:crypto";

import { and, asc, count, eq } from "drizzle-orm";

import { hashPassword } from "@/lib/auth/password";
import { endSessionsOf } from "@/lib/auth/sessions";
import type { Role } from "@/lib/auth/permissions";
import type { DashboardDb } from "@/lib/db/database";
import { users, type UserRow } from "@/lib/auth/tables";
import { searchText } from "@/lib/rental/search-text";
import type { PublicUser } from "@/lib/auth/schemas";

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
    mustChangePassword: row.mustChangePassword,
    secondFactor: row.totpSecret !== null,
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
  input: {
    email: string;
    name: string;
    role: Role;
    password: string;
    mustChangePassword?: boolean;
  },
): Promise<PublicUser> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      email,
      name: input.name.trim(),
      role: input.role,
      passwordHash,
      mustChangePassword: input.mustChangePassword ?? false,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw new EmailTakenError(email);
  return toPublicUser(row);
}

export type UserChanges = {
  name?: string;
  role?: Role;
  disabled?: boolean;
  password?: string;
  /** With a password: someone else chose it, so it must be changed at the next sign-in. */
  mustChangePassword?: boolean;
  /** With a password: the session to keep (the user's own, when they change it themselves). */
  keepSession?: string;
};

/** Applies the changes; a new password (and disabling) ends the user's other sessions. */
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
    values.mustChangePassword = changes.mustChangePassword ?? false;
  }
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (row && (changes.password !== undefined || changes.disabled === true))
    await endSessionsOf(db, id, changes.keepSession);
  return row ? toPublicUser(row) : null;
}

/**
 * Users by email, a page at a time; `q` matches the name or the email, Arabic-aware
 * (lib/rental/search-text.ts). A dashboard has an office's staff, tens of people: the search
 * reads them all and matches with searchText in memory, which needs no normalised column to
 * keep in step (the audit log, which grows without end, has one with a trigram index).
 */
export async function listUsers(
  db: DashboardDb,
  options: { page: number; pageSize: number; q?: string },
): Promise<{ rows: PublicUser[]; total: number }> {
  const offset = (options.page - 1) * options.pageSize;
  const needle = options.q ? searchText(options.q) : "";
  if (needle) {
    const all = await db.select().from(users).orderBy(asc(users.email));
    const found = all.filter(
      (u) => searchText(u.name).includes(needle) || searchText(u.email).includes(needle),
    );
    const rows = found.slice(offset, offset + options.pageSize).map(toPublicUser);
    return { rows, total: found.length };
  }
  const [rows, [totals]] = await Promise.all([
    db.select().from(users).orderBy(asc(users.email)).limit(options.pageSize).offset(offset),
    db.select({ total: count() }).from(users),
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
