import { z } from "zod";

import { msg } from "@/lib/rental/messages";
import { PASSWORD_MAX_LENGTH, passwordSchema } from "@/lib/users/schemas";

// Request rules of one's own account (/api/account/*), shared by its forms and route handlers.

const currentPassword = z
  .string({ error: msg("validation.required") })
  .min(1, { error: msg("validation.currentPasswordRequired") })
  .max(PASSWORD_MAX_LENGTH, { error: msg("validation.atMostChars", { max: PASSWORD_MAX_LENGTH }) });

// POST /api/account/password
export const changePasswordSchema = z.strictObject({
  currentPassword,
  newPassword: passwordSchema,
});

// DELETE /api/account/second-factor, POST /api/account/second-factor/recovery-codes
export const reauthenticateSchema = z.strictObject({ currentPassword });

// PUT /api/account/second-factor: the first code from the app confirms the enrolment.
export const confirmSecondFactorSchema = z.strictObject({
  code: z
    .string({ error: msg("validation.required") })
    .trim()
    .regex(/^\d{6}$/, { error: msg("validation.totpCode") }),
});

// DELETE /api/account/sessions/{id}
export const sessionParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: msg("validation.sessionId") }),
});

export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** A session as its owner sees it in the list. */
export type AccountSession = {
  id: string;
  current: boolean;
  userAgent: string;
  address: string;
  createdAt: string;
  lastSeenAt: string;
};

export type SecondFactorStatus = {
  enabled: boolean;
  /** Required of this account (admins in production): it cannot be turned off. */
  required: boolean;
  recoveryCodesLeft: number;
};

export type SecondFactorSetup = { secret: string; uri: string; qrSvg: string };
