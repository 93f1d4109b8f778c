import * as z from "zod/mini";

import { pageQueryShape } from "@/lib/http/page-query";
import { ROLES } from "@/lib/auth/permissions";
import { msg } from "@/lib/rental/messages";

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../auth/password-length";

// Request rules for the dashboard's user management, shared by the admin forms and
// /api/users route handlers.

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../auth/password-length";

export const emailSchema = z.pipe(
  z.string({ error: msg("validation.required") }).check(z.trim(), z.toLowerCase()),
  z
    .email({ error: msg("validation.email") })
    .check(z.maxLength(254, { error: msg("validation.atMostChars", { max: 254 }) })),
);

export const passwordSchema = z.string({ error: msg("validation.required") }).check(
  z.minLength(PASSWORD_MIN_LENGTH, {
    error: msg("validation.atLeastChars", { min: PASSWORD_MIN_LENGTH }),
  }),
  z.maxLength(PASSWORD_MAX_LENGTH, {
    error: msg("validation.atMostChars", { max: PASSWORD_MAX_LENGTH }),
  }),
);

export const userNameSchema = z
  .string({ error: msg("validation.required") })
  .check(
    z.trim(),
    z.minLength(1, { error: msg("validation.required") }),
    z.maxLength(100, { error: msg("validation.atMostChars", { max: 100 }) }),
  );

export const roleSchema = z.enum(ROLES, { error: msg("validation.role") });

// POST /api/users — without a password, the server generates one and returns it once.
export const createUserSchema = z.strictObject({
  email: emailSchema,
  name: userNameSchema,
  role: roleSchema,
  password: z.optional(passwordSchema),
});

// PATCH /api/users/{id}. Setting someone's password needs the admin's own password again.
export const updateUserSchema = z
  .strictObject({
    name: z.optional(userNameSchema),
    role: z.optional(roleSchema),
    disabled: z.optional(z.boolean({ error: msg("validation.trueOrFalse") })),
    password: z.optional(passwordSchema),
    adminPassword: z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH))),
  })
  .check(
    z.refine((v) => [v.name, v.role, v.disabled, v.password].some((x) => x !== undefined), {
      error: msg("validation.changeSomething"),
    }),
    z.refine((v) => v.password === undefined || !!v.adminPassword, {
      error: msg("validation.adminPasswordRequired"),
      path: ["adminPassword"],
    }),
  );

export const userIdParamsSchema = z.strictObject({
  id: z.uuid({ error: msg("validation.userId") }),
});

// GET /api/users
export const userListQuerySchema = z.strictObject(
  { ...pageQueryShape, q: z.optional(z.string().check(z.trim(), z.maxLength(100))) },
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
  password: z.optional(z.string()),
});
export type CreatedUser = z.output<typeof createdUserSchema>;

/** DELETE /api/users/{id}/sessions and DELETE /api/account/sessions: how many sessions ended. */
export const endedSessionsSchema = z.object({ ended: z.int().check(z.nonnegative()) });
