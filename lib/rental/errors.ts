import type { z } from "zod";

// `{error: {code, message, details}}`: the error envelope of every endpoint. For a 400,
// `details.fields` maps each failing field's dotted path to its messages.

export type FieldErrors = Record<string, string[]>;
export type ErrorBody = {
  error: {
    code: string;
    message: string;
    details: { fields?: FieldErrors } & Record<string, unknown>;
  };
};

/** Dotted paths: `rental_fee.total_units_rent`, `parties.0.id`; `_` for the object itself. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    // An unknown key is the key's own error, not its parent's.
    const paths =
      issue.code === "unrecognized_keys" ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of paths) {
      const key = path.length ? path.join(".") : "_";
      (fields[key] ??= []).push(
        issue.code === "unrecognized_keys" ? "Unknown field" : issue.message,
      );
    }
  }
  return fields;
}

export function validationError(error: z.ZodError, where = "request"): ErrorBody {
  const fields = fieldErrors(error);
  const names = Object.keys(fields).join(", ");
  return {
    error: {
      code: "VALIDATION_FAILED",
      message: `The ${where} has invalid fields: ${names}.`,
      details: { fields },
    },
  };
}
