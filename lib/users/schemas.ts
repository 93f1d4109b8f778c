import { z } from "zod";

import { pageQueryShape } from "@/lib/api/page-query";
import { ROLES } from "@/lib/auth/permissions";

// Request rules for the dashboard's user management, shared by the admin forms and
// /api/users route handlers.

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

export const emailSchema = z
  .string({ error: "Required" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid email address" }).max(254, { error: "Too long" }));

export const passwordSchema = z
  .string({ error: "Required" })
  .min(PASSWORD_MIN_LENGTH, { error: `At least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `At most ${PASSWORD_MAX_LENGTH} characters` });

export const userNameSchema = z
  .string({ error: "Required" })
  .trim()
  .min(1, { error: "Required" })
  .max(100, { error: "At most 100 characters" });

export const roleSchema = z.enum(ROLES, { error: `One of ${ROLES.join(", ")}` });

// POST /api/users — without a password, the server generates one and returns it once.
export const createUserSchema = z.strictObject({
  email: emailSchema,
  name: userNameSchema,
  role: roleSchema,
  password: passwordSchema.optional(),
});

// PATCH /api/users/{id}
export const updateUserSchema = z
  .strictObject({
    name: userNameSchema.optional(),
    role: roleSchema.optional(),
    disabled: z.boolean({ error: "Must be true or false" }).optional(),
    password: passwordSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: "Change at least one of name, role, disabled or password",
  });

export const userIdParamsSchema = z.strictObject({ id: z.uuid({ error: "Not a user id" }) });

// GET /api/users
export const userListQuerySchema = z.strictObject(
  { ...pageQueryShape, q: z.string().trim().max(100).optional() },
  { error: "Unknown query parameter" },
);

export type CreateUserInput = z.output<typeof createUserSchema>;
export type UpdateUserInput = z.output<typeof updateUserSchema>;

/** A user as the API shows it: never the password hash. */
export type PublicUser = {
  id: string;
  email: string;
  name: string;
  role: (typeof ROLES)[number];
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  passwordChangedAt: string;
};
