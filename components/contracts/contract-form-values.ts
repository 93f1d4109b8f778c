import type { FieldPath } from "react-hook-form";

import type { BILLING_TYPES, CONTRACT_TYPES } from "@/lib/rental/contract";

/** What the new-contract form holds while it is being filled in (numbers may still be missing). */
export type ContractFormValues = {
  unit_id: string;
  /**
   * A new contract has two: index 0 is the lessor, index 1 the tenant (server errors name them
   * `parties.N.id`). A renewal copies the old contract's parties as upstream recorded them.
   */
  parties: { role: string; id: number | undefined }[];
  contract_type: (typeof CONTRACT_TYPES)[number];
  duration: number | undefined;
  rental_fee: {
    total_units_rent: number | undefined;
    billing_type: (typeof BILLING_TYPES)[number];
  };
  terms: { residential_auto_renewal: number; notice_period_in_days: number | undefined };
};

export const CONTRACT_DEFAULTS: ContractFormValues = {
  unit_id: "",
  parties: [
    { role: "lessor", id: undefined },
    { role: "tenant", id: undefined },
  ],
  contract_type: "residential",
  duration: 1,
  rental_fee: { total_units_rent: undefined, billing_type: "monthly" },
  terms: { residential_auto_renewal: 0, notice_period_in_days: 30 },
};

export const STEPS = ["unit", "parties", "terms", "summary"] as const;
export type Step = (typeof STEPS)[number];
/** A renewal keeps the unit and the parties: only its terms are checked and changed. */
export const RENEWAL_STEPS = ["terms", "summary"] as const satisfies readonly Step[];

/** The fields each step checks before moving on. */
export const STEP_FIELDS: Record<Step, FieldPath<ContractFormValues>[]> = {
  unit: ["unit_id"],
  parties: ["parties"],
  terms: ["contract_type", "duration", "rental_fee", "terms"],
  summary: [],
};

/** Top-level body fields the server may name in a 400 (dotted paths below them included). */
export const CONTRACT_FIELDS = [
  "unit_id",
  "parties",
  "contract_type",
  "duration",
  "rental_fee",
  "terms",
];

/** The step that shows a (server or form) error path such as `parties.1.id` or `rental_fee.x`. */
export function stepOf(path: string): Step {
  const top = path.split(".")[0] ?? "";
  if (top === "unit_id") return "unit";
  if (top === "parties") return "parties";
  return "terms";
}
