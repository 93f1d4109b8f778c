import * as z from "zod/mini";

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth/password-length";
import { ROLES } from "@/lib/auth/permissions";
import { msg } from "@/lib/rental/messages";

// What a user is, as requests and answers carry it: shared by the sign-in, one's own account,
// the admin's user management and `npm run users`.

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

/** DELETE /api/users/{id}/sessions and DELETE /api/account/sessions: how many sessions ended. */
export const endedSessionsSchema = z.object({ ended: z.int().check(z.nonnegative()) });
