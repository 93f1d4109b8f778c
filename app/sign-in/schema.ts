import { z } from "zod";

// The sign-in form's own rules (not an upstream rule, so not in lib/rental). Messages are
// catalogue keys under "auth.errors", translated by the form.
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: "emailRequired" })
    .pipe(z.email({ error: "emailInvalid" })),
  password: z.string().min(1, { error: "passwordRequired" }).max(200, { error: "passwordTooLong" }),
  // The second-factor step: a 6-digit code or a recovery code (validated by the server).
  code: z.string().trim().max(64).optional(),
});

export type SignInValues = z.input<typeof signInSchema>;

export type SignInResult =
  | { error: "invalid_credentials" }
  | { error: "throttled"; retryAfterSeconds: number }
  | { error: "code_required" }
  | { error: "invalid_code" }
  | { error: "invalid_input" }
  | { error: "unavailable" };
