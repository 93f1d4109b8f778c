import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";

import { isApiError } from "./api-error";

/**
 * Puts a server 400's per-field messages (`details.fields`, dotted paths such as
 * `rental_fee.total_units_rent`) beside the matching form fields. Anything that is not a field
 * error (or names no known field) goes to `root.server` for the form to show above its buttons.
 * Returns true when at least one field error was placed.
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  knownFields?: readonly string[],
): boolean {
  if (!isApiError(error)) {
    form.setError("root.server", { type: "server", message: String(error) });
    return false;
  }
  if (error.status === 401) {
    form.setError("root.server", { type: "unauthenticated", message: error.message });
    return false;
  }
  // A path names a form field unless it is the whole object (`_`) or outside the known fields.
  const isFormPath = (path: string): path is FieldPath<T> =>
    path !== "_" &&
    (!knownFields || knownFields.some((f) => path === f || path.startsWith(`${f}.`)));
  const fields = error.fields ?? {};
  let placed = 0;
  const leftover: string[] = [];
  for (const [path, messages] of Object.entries(fields)) {
    const message = messages.join(" ");
    if (!isFormPath(path)) {
      leftover.push(path === "_" ? message : `${path}: ${message}`);
      continue;
    }
    form.setError(path, { type: "server", message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  if (placed === 0 || leftover.length) {
    form.setError("root.server", {
      type: "server",
      message: leftover.length ? leftover.join(" ") : error.message,
    });
  }
  return placed > 0;
}
