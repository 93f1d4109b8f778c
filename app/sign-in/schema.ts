import * as z from "zod/mini";

// The sign-in form's own rules (not an upstream rule, so not in lib/rental). Messages are
// catalogue keys under "auth.errors", translated by the form.
export const signInSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: "emailRequired" })),
    z.email({ error: "emailInvalid" }),
  ),
  password: z
    .string()
    .check(
      z.minLength(1, { error: "passwordRequired" }),
      z.maxLength(200, { error: "passwordTooLong" }),
    ),
  // The second-factor step: a 6-digit code or a recovery code (validated by the server).
  code: z.optional(z.string().check(z.trim(), z.maxLength(64))),
});

export type SignInValues = z.input<typeof signInSchema>;

export type SignInResult =
  | { error: "invalid_credentials" }
  | { error: "throttled"; retryAfterSeconds: number }
  | { error: "code_required" }
  | { error: "invalid_code" }
  | { error: "invalid_input" }
  | { error: "unavailable" };
