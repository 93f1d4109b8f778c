import * as z from "zod/mini";

import { pageQueryShape } from "@/lib/http/page-query";
import { msg } from "@/lib/rental/messages";

import { PASSWORD_MAX_LENGTH } from "@/lib/auth/password-length";
import {
  emailSchema,
  passwordSchema,
  publicUserSchema,
  roleSchema,
  userNameSchema,
} from "@/lib/auth/schemas";

// Request rules for the dashboard's user management, shared by the admin forms and
// /api/users route handlers. What a user is (email, password, name, role, the public record)
// is lib/auth/schemas.ts.

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

/** A created user; `password` is present only when the server generated it (shown once). */
export const createdUserSchema = z.object({
  user: publicUserSchema,
  password: z.optional(z.string()),
});
export type CreatedUser = z.output<typeof createdUserSchema>;
