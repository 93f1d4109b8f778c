import * as z from "zod/mini";

import { normaliseDigitsIn } from "./digits";
import { isGregorianDate } from "./gregorian";
import { msg } from "./messages";
import { RECORD_ID_PATTERN } from "./record-id";

// Building blocks shared by every request schema. Each carries the catalogue key of the
// message a person reads (lib/rental/messages.ts), translated where it is shown.
// The rules are written with zod/mini: the browser runs them in forms and list pages, and the
// mini API lets the bundler keep only the checks used (classic zod is ~30 kB gzip on every page).
// Classic and mini schemas are the same core types: the server reads these with classic zod.

/** zod/mini's `z.preprocess`: `fn` first, then `schema`; JSON Schema shows `schema`. */
export const preprocess = <S extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(fn), schema);

/** `schema` after Arabic-Indic and Persian digits are read as ASCII (strings only). */
export const withDigits = <S extends z.core.$ZodType>(schema: S) =>
  preprocess(normaliseDigitsIn, schema);

/** A whole number check (`Number.isSafeInteger`), as classic zod's `.int()`. */
export const wholeNumber = (error: string) => z.int({ error });

export const requiredText = (max = 200) =>
  z
    .string({ error: msg("validation.required") })
    .check(
      z.trim(),
      z.minLength(1, { error: msg("validation.required") }),
      z.maxLength(max, { error: msg("validation.atMostChars", { max }) }),
    );

/** A string of digits that may have been typed with Arabic-Indic digits. */
export const digitText = (max = 50) => withDigits(requiredText(max));

export const gregorianDate = withDigits(
  z
    .string({ error: msg("validation.required") })
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg("validation.dateFormat") }),
      z.refine(isGregorianDate, { error: msg("validation.dateNotExist") }),
    ),
);

/** A phone number in international form: + country code, then 7–14 digits. */
export const phoneNumber = preprocess(
  (v) => (typeof v === "string" ? (normaliseDigitsIn(v) as string).replace(/[\s-]/g, "") : v),
  z
    .string({ error: msg("validation.required") })
    .check(
      z.minLength(1, { error: msg("validation.required") }),
      z.regex(/^\+[1-9]\d{7,14}$/, { error: msg("validation.phone") }),
    ),
);

export const int = () =>
  z
    .number({ error: msg("validation.wholeNumber") })
    .check(wholeNumber(msg("validation.wholeNumber")));

export const positiveInt = int().check(z.gte(1, { error: msg("validation.atLeast", { min: 1 }) }));

/** A path segment that must be a positive integer id: `/units/12` (or `/units/١٢`), not `/units/abc`. */
export const pathId = withDigits(
  z
    .pipe(
      z
        .string()
        .check(z.regex(RECORD_ID_PATTERN, { error: msg("validation.positiveWholeNumber") })),
      z.transform(Number),
    )
    .check(z.refine(Number.isSafeInteger, { error: msg("validation.tooLarge") })),
);
