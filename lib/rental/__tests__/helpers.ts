import type { z } from "zod";

import { fieldErrors } from "../errors";

/** The failing field paths of a parse, or [] when it passes. */
export function failingFields(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : Object.keys(fieldErrors(result.error)).sort();
}
