import { z } from "zod";

import { pageQueryShape } from "@/lib/api/page-query";
import { ROLES } from "@/lib/auth/permissions";
import { msg } from "@/lib/rental/messages";

// Request rules for the dashboard's user management, shared by the admin forms and
// /api/users route handlers.

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

export const emailSchema = z
  .string({ error: msg("validation.required") })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email({ error: msg("validation.email") })
      .max(254, { error: msg("validation.atMostChars", { max: 254 }) }),
  );

export const passwordSchema = z
  .string({ error: msg("validation.required") })
  .min(PASSWORD_MIN_LENGTH, { error: msg("validation.atLeastChars", { min: PASSWORD_MIN_LENGTH }) })
  .max(PASSWORD_MAX_LENGTH, { error: msg("validation.atMostChars", { max: PASSWORD_MAX_LENGTH }) });

export const userNameSchema = z
  .string({ error: msg("validation.required") })
  .trim()
  .min(1, { error: msg("validation.required") })
  .max(100, { error: msg("validation.atMostChars", { max: 100 }) });

export const roleSchema = z.enum(ROLES, { error: msg("validation.role") });

// POST /api/users — without a password, the server generates one and returns it once.
export const createUserSchema = z.strictObject({
  email: emailSchema,
  name: userNameSchema,
  role: roleSchema,
  password: passwordSchema.optional(),
});

// PATCH /api/users/{id}. Setting someone's password needs the admin's own password again.
export const updateUserSchema = z
  .strictObject({
    name: userNameSchema.optional(),
    role: roleSchema.optional(),
    disabled: z.boolean({ error: msg("validation.trueOrFalse") }).optional(),
    password: passwordSchema.optional(),
    adminPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .refine((v) => [v.name, v.role, v.disabled, v.password].some((x) => x !== undefined), {
    error: msg("validation.changeSomething"),
  })
  .refine((v) => v.password === undefined || !!v.adminPassword, {
    error: msg("validation.adminPasswordRequired"),
    path: ["adminPassword"],
  });

export const userIdParamsSchema = z.strictObject({
  id: z.uuid({ error: msg("validation.userId") }),
});

// GET /api/users
export const userListQuerySchema = z.strictObject(
  { ...pageQueryShape, q: z.string().trim().max(100).optional() },
  { error: msg("validation.unknownQueryParameter") },
);

export type CreateUserInput = z.output<typeof createUserSchema>;
export type UpdateUserInput = z.output<typeof updateUserSchema>;

/** A user as the API shows it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  passwordChangedAt: z.string(),
  /** Someone else set the password; it must be changed at the next sign-in. */
  mustChangePassword: z.boolean(),
  /** Two-step verification is on. */
  secondFactor: z.boolean(),
});
export type PublicUser = z.output<typeof publicUserSchema>;

/** A created user; `password` is present only when the server generated it (shown once). */
export const createdUserSchema = z.object({
  user: publicUserSchema,
  password: z.string().optional(),
});
export type CreatedUser = z.output<typeof createdUserSchema>;

/** DELETE /api/users/{id}/sessions and DELETE /api/account/sessions: how many sessions ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
