import * as z from "zod/mini";

import { msg } from "@/lib/rental/messages";
import { PASSWORD_MAX_LENGTH } from "@/lib/auth/password-length";
import { passwordSchema } from "@/lib/auth/schemas";

// Request rules of one's own account (/api/account/*), shared by its forms and route handlers.

const currentPassword = z.string({ error: msg("validation.required") }).check(
  z.minLength(1, { error: msg("validation.currentPasswordRequired") }),
  z.maxLength(PASSWORD_MAX_LENGTH, {
    error: msg("validation.atMostChars", { max: PASSWORD_MAX_LENGTH }),
  }),
);

// POST /api/account/password
export const changePasswordSchema = z.strictObject({
  currentPassword,
  newPassword: passwordSchema,
});

// DELETE /api/account/second-factor, POST /api/account/second-factor/recovery-codes
export const reauthenticateSchema = z.strictObject({ currentPassword });

// POST /api/account/step-up: the password again, and the second factor's code (or a recovery
// code) when the account has one.
export const stepUpSchema = z.strictObject({
  password: currentPassword,
  code: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(64, { error: msg("validation.atMostChars", { max: 64 }) })),
  ),
});
export type StepUpInput = z.output<typeof stepUpSchema>;

// PUT /api/account/second-factor: the first code from the app confirms the enrolment.
export const confirmSecondFactorSchema = z.strictObject({
  code: z
    .string({ error: msg("validation.required") })
    .check(z.trim(), z.regex(/^\d{6}$/, { error: msg("validation.totpCode") })),
});

// DELETE /api/account/sessions/{id}
export const sessionParamsSchema = z.strictObject({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: msg("validation.sessionId") })),
});

export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

// ── Answers: the `data` of each endpoint's `{data, meta}` (rows in lib/endpoints-own.ts) ──

// GET /api/account/sessions: one item of the list.
export const accountSessionSchema = z.object({
  id: z.string(),
  current: z.boolean().check(z.describe("The session making this request")),
  userAgent: z.string(),
  address: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});
export type AccountSession = z.output<typeof accountSessionSchema>;

// DELETE /api/account/sessions/{id}
export const endedOwnSessionSchema = z.object({
  ended: z.literal(1),
  current: z.boolean().check(z.describe("It was the session making this request, now signed out")),
});

// POST /api/account/password
export const passwordChangedSchema = z.object({ changed: z.literal(true) });

// GET /api/account/second-factor
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z
    .boolean()
    .check(z.describe("Required of this account (admins in production): it cannot be turned off")),
  recoveryCodesLeft: z.int().check(z.nonnegative()),
});
export type SecondFactorStatus = z.output<typeof secondFactorStatusSchema>;

// POST /api/account/second-factor: the QR code is drawn on the server, so no image service
// sees the secret.
export const secondFactorSetupSchema = z.object({
  secret: z.string().check(z.describe("Base32, for typing into the app by hand")),
  uri: z.string().check(z.describe("The otpauth:// URI the QR code holds")),
  qrSvg: z.string().check(z.describe("The QR code as an SVG document")),
});
export type SecondFactorSetup = z.output<typeof secondFactorSetupSchema>;

// PUT /api/account/second-factor, POST /api/account/second-factor/recovery-codes
export const recoveryCodesSchema = z.object({
  recoveryCodes: z
    .array(z.string())
    .check(z.describe("One-use codes for a lost phone, shown only in this answer")),
});

// POST /api/account/step-up
export const steppedUpSchema = z.object({
  steppedUpAt: z.iso
    .datetime()
    .check(z.describe("Sensitive changes are allowed for a while from now")),
});

// DELETE /api/account/second-factor
export const secondFactorOffSchema = z.object({ enabled: z.literal(false) });
