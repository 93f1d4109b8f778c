import { z } from "zod";

import { pageQueryShape } from "@/lib/api/page-query";
import { CONTRACT_STATUSES, type Contract } from "@/lib/rental/records";

// GET /api/contracts: the dashboard's register of the contracts it created or changed
// (the interface has no way to list contracts).

const day = z.iso.date({ error: "Use YYYY-MM-DD" });
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

export const registerListQuerySchema = z.strictObject(
  {
    ...pageQueryShape,
    /** One unit id, or several separated by commas (a property's units). */
    unit: z
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
      .pipe(z.array(z.string().max(50)).min(1).max(100, { error: "At most 100 units" }))
      .optional(),
    /** A party id (lessor or tenant). */
    party: z.coerce.number({ error: "Must be a party id" }).int().positive().optional(),
    status: z
      .enum(CONTRACT_STATUSES, { error: `One of ${CONTRACT_STATUSES.join(", ")}` })
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
      .enum(REGISTER_SORTS, { error: `One of ${REGISTER_SORTS.join(", ")}` })
      .default("updated_at:desc"),
  },
  { error: "Unknown query parameter" },
);

export const registerIdParamsSchema = z.strictObject({
  id: z.coerce
    .number({ error: "Not a contract id" })
    .int()
    .positive({ error: "Not a contract id" }),
});

export type RegisterListQuery = z.output<typeof registerListQuerySchema>;

/** A register row: upstream's contract fields, plus who touched it and when, and `deleted`. */
export type RegisterEntry = Contract & {
  deleted: boolean;
  created_by: string;
  updated_by: string;
  created_at: string;
  updated_at: string;
};
