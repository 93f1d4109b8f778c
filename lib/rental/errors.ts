import * as z from "zod/mini";

import { msg, translateMsg, type Translate } from "./messages";

// `{error: {code, message, details}}`: the error envelope of every endpoint. For a 400,
// `details.fields` maps each failing field's dotted path to its messages.

export type FieldErrors = Record<string, string[]>;
export type ErrorBody<C extends string = string> = {
  error: {
    code: C;
    message: string;
    details: { fields?: FieldErrors } & Record<string, unknown>;
  };
};

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.looseObject({ fields: z.optional(z.record(z.string(), z.array(z.string()))) }),
  }),
});

/**
 * Dotted paths: `rental_fee.total_units_rent`, `parties.0.id`; `_` for the object itself. The
 * messages are the rules' catalogue keys (lib/rental/messages.ts) until someone translates them.
 */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  // A path is a key of the request (`constructor`, `__proto__`): no prototype to find it on.
  const fields: FieldErrors = Object.create(null);
  for (const issue of error.issues) {
    // An unknown key is the key's own error, not its parent's.
    const paths =
      issue.code === "unrecognized_keys" ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of paths) {
      const key = path.length ? path.join(".") : "_";
      (fields[key] ??= []).push(
        issue.code === "unrecognized_keys" ? msg("validation.unknownField") : issue.message,
      );
    }
  }
  return fields;
}

/** Every message of `fields` translated (plain text, such as an upstream sentence, stays). */
export function translateFieldErrors(fields: FieldErrors, translate: Translate): FieldErrors {
  // fromEntries defines own properties: a `__proto__` path stays a key, as in fieldErrors.
  return Object.fromEntries(
    Object.entries(fields).map(([path, messages]) => [
      path,
      messages.map((m) => translateMsg(m, translate)),
    ]),
  );
}

/**
 * The 400 answer for a refused request, in the words of `translate`: the dashboard answers in
 * the person's language, the rental service in English.
 */
export function validationError(
  error: z.core.$ZodError,
  where: "path" | "query" | "body",
  translate: Translate,
): ErrorBody<"VALIDATION_FAILED"> {
  const fields = fieldErrors(error);
  const names = Object.keys(fields).join(", ");
  return {
    error: {
      code: "VALIDATION_FAILED",
      message: translate("validation.invalidFields", { where, fields: names }),
      details: { fields: translateFieldErrors(fields, translate) },
    },
  };
}
