import * as z from "zod/mini";

import { fieldErrors } from "@/lib/rental/errors";

/** A contract that passes contractCreateSchema. */
export const validContract = {
  duration: 1,
  contract_type: "residential",
  parties: [
    { role: "lessor", id: 1 },
    { role: "tenant", id: 2 },
  ],
  unit_id: "10",
  rental_fee: { total_units_rent: 36000, billing_type: "monthly" },
};

/** The failing field paths of a parse, or [] when it passes. */
export function failingFields(schema: z.core.$ZodType, input: unknown): string[] {
  const result = z.safeParse(schema, input);
  return result.success ? [] : Object.keys(fieldErrors(result.error)).sort();
}
