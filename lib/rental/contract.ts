import { z } from "zod";

import { gregorianDate, int, positiveInt, requiredText } from "./fields";

export const CONTRACT_TYPES = ["residential", "commercial"] as const;
/** Billing types the interface documents; the complete list is not published. */
export const BILLING_TYPES = ["monthly"] as const;
/** Party roles the interface documents. */
export const PARTY_ROLES = ["lessor", "tenant"] as const;
/** Ejar registers contracts of up to 30 years; the interface counts whole years. */
export const MAX_CONTRACT_YEARS = 30;

const contractParty = z.object({
  role: requiredText(50),
  id: positiveInt,
});

// POST /tenant/v1/contracts
export const contractCreateSchema = z.object({
  duration: positiveInt.max(MAX_CONTRACT_YEARS, { error: `At most ${MAX_CONTRACT_YEARS} years` }),
  contract_type: z.enum(CONTRACT_TYPES, { error: "Choose residential or commercial" }),
  parties: z
    .array(contractParty, { error: "Required" })
    .refine((ps) => ps.some((p) => p.role === "lessor"), { error: "A lessor is required" })
    .refine((ps) => ps.some((p) => p.role === "tenant"), { error: "A tenant is required" }),
  unit_id: requiredText(50),
  rental_fee: z.object(
    {
      total_units_rent: z
        .number({ error: "Must be a number" })
        .positive({ error: "Must be more than 0" })
        .max(1_000_000_000, { error: "Too large" }),
      billing_type: requiredText(50),
    },
    { error: "Required" },
  ),
  // Other members of `terms` exist upstream but are not documented; pass them through.
  terms: z
    .looseObject({
      residential_auto_renewal: int().min(0, { error: "Must be 0 or more" }).optional(),
      notice_period_in_days: int()
        .min(0, { error: "Must be 0 or more" })
        .max(365, { error: "At most 365 days" })
        .optional(),
    })
    .optional(),
});

export type ContractCreate = z.output<typeof contractCreateSchema>;
export type ContractCreateInput = z.input<typeof contractCreateSchema>;

// PUT /tenant/v1/contracts/{id}
export const contractUpdateSchema = z
  .object({
    start_date: gregorianDate.optional(),
    end_date: gregorianDate.optional(),
  })
  .refine((c) => !c.start_date || !c.end_date || c.end_date > c.start_date, {
    error: "The end date must be after the start date",
    path: ["end_date"],
  });

export type ContractUpdate = z.output<typeof contractUpdateSchema>;
