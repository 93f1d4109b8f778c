import { z } from "zod";

import { isGregorianDate, isHijriDate } from "./dates";
import { normaliseDigitsIn } from "./digits";

// Building blocks shared by every request schema. Each carries the message a person reads.

export const requiredText = (max = 200) =>
  z
    .string({ error: "Required" })
    .trim()
    .min(1, { error: "Required" })
    .max(max, { error: `At most ${max} characters` });

/** A string of digits that may have been typed with Arabic-Indic digits. */
export const digitText = (max = 50) => z.preprocess(normaliseDigitsIn, requiredText(max));

export const gregorianDate = z.preprocess(
  normaliseDigitsIn,
  z
    .string({ error: "Required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use the format YYYY-MM-DD" })
    .refine(isGregorianDate, { error: "This date does not exist" }),
);

export const hijriDate = z.preprocess(
  normaliseDigitsIn,
  z
    .string({ error: "Required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use the Hijri format YYYY-MM-DD" })
    .refine(isHijriDate, { error: "This date does not exist in the Umm al-Qura calendar" }),
);

/** A phone number in international form: + country code, then 7–14 digits. */
export const phoneNumber = z.preprocess(
  (v) => (typeof v === "string" ? (normaliseDigitsIn(v) as string).replace(/[\s-]/g, "") : v),
  z
    .string({ error: "Required" })
    .min(1, { error: "Required" })
    .regex(/^\+[1-9]\d{7,14}$/, { error: "Include the country code, for example +966501234567" }),
);

export const int = (label = "a whole number") =>
  z.number({ error: `Must be ${label}` }).int({ error: `Must be ${label}` });

export const positiveInt = int().min(1, { error: "Must be at least 1" });

/** A path segment that must be a positive integer id: `/units/12`, not `/units/abc`. */
export const pathId = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, { error: "Must be a positive whole number" })
  .transform(Number)
  .refine(Number.isSafeInteger, { error: "Too large" });
