import * as z from "zod/mini";

import { msg } from "@/lib/rental/messages";

import { readViewState, type ViewList, type ViewState } from "./view-state";

// A saved view's state as a request sends it, and its check against the list it is saved for.

const MAX_VALUE = 500;

/** A saved view's state as a request sends it: both parts optional (the list's defaults). */
export const viewStateInput = z.strictObject({
  params: z.optional(
    z.record(
      z.string(),
      z
        .string()
        .check(
          z.maxLength(MAX_VALUE, { error: msg("validation.atMostChars", { max: MAX_VALUE }) }),
        ),
    ),
  ),
  columns: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100))),
});

export type ViewStateInput = z.output<typeof viewStateInput>;

/**
 * Checks a request's state against the list: every parameter one the page reads with a value it
 * accepts, every column one the table may show or hide. Issues name `params.<name>` and
 * `columns`. The answer is written as the page writes it.
 */
export function checkViewState(
  list: ViewList,
  input: ViewStateInput,
):
  | { state: ViewState; issues?: undefined }
  | { state?: undefined; issues: Record<string, string[]> } {
  const issues: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(list.paramIssues(input.params ?? {})))
    issues[`params.${name}`] = messages;
  const unknown = (input.columns ?? []).filter((id) => !list.columns.optional.includes(id));
  if (unknown.length)
    issues.columns = [msg("validation.oneOf", { values: list.columns.optional.join(", ") })];
  if (Object.keys(issues).length) return { issues };
  return { state: readViewState(list, input) };
}
