import { z } from "zod";

import { isGregorianDate, isHijriDate } from "./dates";
import { normaliseDigitsIn } from "./digits";
import { msg } from "./messages";

// Building blocks shared by every request schema. Each carries the catalogue key of the
// message a person reads (lib/rental/messages.ts), translated where it is shown.

export const requiredText = (max = 200) =>
  z
    .string({ error: msg("validation.required") })
    .trim()
    .min(1, { error: msg("validation.required") })
    .max(max, { error: msg("validation.atMostChars", { max }) });

/** A string of digits that may have been typed with Arabic-Indic digits. */
export const digitText = (max = 50) => z.preprocess(normaliseDigitsIn, requiredText(max));

export const gregorianDate = z.preprocess(
  normaliseDigitsIn,
  z
    .string({ error: msg("validation.required") })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg("validation.dateFormat") })
    .refine(isGregorianDate, { error: msg("validation.dateNotExist") }),
);

export const hijriDate = z.preprocess(
  normaliseDigitsIn,
  z
    .string({ error: msg("validation.required") })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg("validation.hijriFormat") })
    .refine(isHijriDate, { error: msg("validation.hijriNotExist") }),
);

/** A phone number in international form: + country code, then 7–14 digits. */
export const phoneNumber = z.preprocess(
  (v) => (typeof v === "string" ? (normaliseDigitsIn(v) as string).replace(/[\s-]/g, "") : v),
  z
    .string({ error: msg("validation.required") })
    .min(1, { error: msg("validation.required") })
    .regex(/^\+[1-9]\d{7,14}$/, { error: msg("validation.phone") }),
);

export const int = () =>
  z.number({ error: msg("validation.wholeNumber") }).int({ error: msg("validation.wholeNumber") });

export const positiveInt = int().min(1, { error: msg("validation.atLeast", { min: 1 }) });

/** A path segment that must be a positive integer id: `/units/12` (or `/units/١٢`), not `/units/abc`. */
export const pathId = z.preprocess(
  normaliseDigitsIn,
  z
    .string()
    .regex(/^[1-9]\d{0,15}$/, { error: msg("validation.positiveWholeNumber") })
    .transform(Number)
    .refine(Number.isSafeInteger, { error: msg("validation.tooLarge") }),
);
