import * as z from "zod/mini";

import { wholeNumber } from "@/lib/rental/fields";
import { msg } from "@/lib/rental/messages";

import { DIGEST_HOUR_MAX, DIGEST_HOUR_MIN } from "./hours";

// Request and answer rules of /api/digest, shared by the settings form and the route handlers.

// PUT /api/digest/settings: the digest on or off, and its Riyadh hour (0–23).
export const digestSettingsInputSchema = z.strictObject({
  enabled: z.boolean({ error: msg("validation.trueOrFalse") }),
  hour: z
    .number({ error: msg("validation.number") })
    .check(
      wholeNumber(msg("validation.wholeNumber")),
      z.gte(DIGEST_HOUR_MIN, { error: msg("validation.atLeast", { min: DIGEST_HOUR_MIN }) }),
      z.lte(DIGEST_HOUR_MAX, { error: msg("validation.atMost", { max: DIGEST_HOUR_MAX }) }),
    ),
});
export type DigestSettingsInput = z.output<typeof digestSettingsInputSchema>;

export const digestSettingsSchema = z.object({
  ...digestSettingsInputSchema.shape,
  /** Whether this server sends email at all (SMTP_URL); when not, the page says so. */
  emailEnabled: z.boolean(),
});
export type DigestSettings = z.output<typeof digestSettingsSchema>;

export const digestRunSchema = z.object({
  people: z.number(),
  queued: z.number(),
  sent: z.number(),
  retrying: z.number(),
  failed: z.number(),
});

// POST /api/digest/send-now?user=EMAIL
export const sendNowQuerySchema = z.strictObject(
  { user: z.optional(z.string().check(z.maxLength(320))) },
  { error: msg("validation.unknownQueryParameter") },
);

// GET /api/digest/sent-mail/{file}: one .eml of the demo's mailbox.
export const sentMailParamsSchema = z.strictObject({
  file: z
    .string()
    .check(z.regex(/^[0-9A-Za-z._-]{1,120}\.eml$/, { error: msg("validation.mailFile") })),
});
