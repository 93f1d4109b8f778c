import * as z from "zod/mini";

import { normaliseDigitsIn } from "@/lib/rental/digits";
import { preprocess, requiredText } from "@/lib/rental/fields";
import { msg } from "@/lib/rental/messages";

// The office settings' rules, shared by the admin's form and PUT /api/office. A VAT registration
// number (ZATCA) is 15 digits, the first and the last a 3; it may be typed in Arabic-Indic digits
// and with spaces, and left empty while the office has none.

export const VAT_NUMBER = /^3\d{13}3$/;

const vatNumber = preprocess(
  (v) => (typeof v === "string" ? (normaliseDigitsIn(v) as string).replace(/\s/g, "") : v),
  z
    .string()
    .check(z.refine((v) => v === "" || VAT_NUMBER.test(v), { error: msg("validation.vatNumber") })),
);

// PUT /api/office
export const officeSettingsInputSchema = z.strictObject({
  name_ar: requiredText(120),
  name_en: requiredText(120),
  vat_number: vatNumber,
});
export type OfficeSettingsInput = z.output<typeof officeSettingsInputSchema>;

export const officeSettingsSchema = z.object({
  name_ar: z.string(),
  name_en: z.string(),
  /** Null while none is on record. */
  vat_number: z.nullable(z.string()),
  /** Read-only: the configured VAT rate (basis points) and the date it applies from. */
  vat_rate_basis_points: z.number(),
  vat_effective_from: z.string(),
  updated_at: z.nullable(z.string()),
});
export type OfficeSettings = z.output<typeof officeSettingsSchema>;
