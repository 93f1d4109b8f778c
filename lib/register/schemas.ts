import { z } from "zod";

import { pageQueryShape } from "@/lib/api/page-query";
import { normaliseDigitsIn } from "@/lib/rental/digits";
import { msg } from "@/lib/rental/messages";
import { CONTRACT_STATUSES, contractSchema } from "@/lib/rental/records";

// GET /api/contracts: the dashboard's register of the contracts it created or changed
// (the interface has no way to list contracts).

// Query values may arrive with Arabic-Indic or Persian digits (typed into the address bar).
const day = z.preprocess(normaliseDigitsIn, z.iso.date({ error: msg("validation.dateFormat") }));
export const REGISTER_SORTS = [
  "updated_at:desc",
  "updated_at:asc",
  "end_date:asc",
  "end_date:desc",
  "start_date:asc",
  "start_date:desc",
  "id:asc",
  "id:desc",
] as const;
export type RegisterSort = (typeof REGISTER_SORTS)[number];

export const registerListQuerySchema = z.strictObject(
  {
    ...pageQueryShape,
    /** One unit id, or several separated by commas (a property's units); ٠-٩ read as 0-9. */
    unit: z
      .preprocess(
        normaliseDigitsIn,
        z
          .string()
          .trim()
          .min(1)
          .max(2000)
          .transform((v) => [
            ...new Set(
              v
                .split(",")
                .map((u) => u.trim())
                .filter(Boolean),
            ),
          ])
          .pipe(
            z
              .array(z.string().max(50))
              .min(1)
              .max(100, { error: msg("validation.atMostUnits", { max: 100 }) }),
          ),
      )
      .optional(),
    /** A party id (lessor or tenant); ٠-٩ read as 0-9. */
    party: z
      .preprocess(
        normaliseDigitsIn,
        z.coerce
          .number({ error: msg("validation.positiveWholeNumber") })
          .int()
          .positive(),
      )
      .optional(),
    status: z
      .enum(CONTRACT_STATUSES, {
        error: msg("validation.oneOf", { values: CONTRACT_STATUSES.join(", ") }),
      })
      .optional(),
    /** End date on or before this day. */
    endingBefore: day.optional(),
    /** End date on or after this day. */
    endingAfter: day.optional(),
    /** Deleted contracts are hidden unless asked for. */
    includeDeleted: z
      .enum(["true", "false"])
      .transform((v) => v === "true")
      .optional(),
    sort: z
      .enum(REGISTER_SORTS, {
        error: msg("validation.oneOf", { values: REGISTER_SORTS.join(", ") }),
      })
      .default("updated_at:desc"),
  },
  { error: msg("validation.unknownQueryParameter") },
);

export type RegisterListQuery = z.output<typeof registerListQuerySchema>;

/** A register row: upstream's contract fields, plus who touched it and when, and `deleted`. */
export const registerEntrySchema = contractSchema.extend({
  deleted: z.boolean(),
  created_by: z.string(),
  updated_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RegisterEntry = z.output<typeof registerEntrySchema>;

export { ENDING_WINDOWS } from "./ending-windows";

/** Register contracts (not deleted) by status, and how many end within each window. */
export const registerSummarySchema = z.object({
  total: z.number(),
  byStatus: z.record(z.enum(CONTRACT_STATUSES), z.number()),
  endingWithin: z.object({ "30": z.number(), "60": z.number(), "90": z.number() }),
  /** Today in Riyadh (YYYY-MM-DD): the day the windows count from. */
  today: z.string(),
});
export type RegisterSummary = z.output<typeof registerSummarySchema>;
