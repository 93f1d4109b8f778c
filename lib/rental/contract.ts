import * as z from "zod/mini";

import { msg } from "./messages";
import { CONTRACT_TYPES, MAX_CONTRACT_YEARS } from "./contract-kinds";
import { deedNumber } from "./deed";
import { digitText, gregorianDate, int, positiveInt, requiredText } from "./fields";

export { BILLING_TYPES, CONTRACT_TYPES, MAX_CONTRACT_YEARS, PARTY_ROLES } from "./contract-kinds";

const contractParty = z.object({
  role: requiredText(50),
  id: positiveInt,
});

/**
 * Lessor and tenant are different parties: a tenant whose party id is also a lessor's is refused
 * at its own `parties.N.id`, beside the tenant's picker in the contract wizard. The wizard, the
 * dashboard's API and the rental service all check it with this schema.
 */
const tenantIsNotLessor = z.superRefine<{ role: string; id: number }[]>((parties, ctx) => {
  const lessors = new Set(parties.filter((p) => p.role === "lessor").map((p) => p.id));
  parties.forEach((p, i) => {
    if (p.role === "tenant" && lessors.has(p.id))
      ctx.addIssue({
        code: "custom",
        message: msg("validation.tenantIsLessor"),
        path: [i, "id"],
        input: p.id,
      });
  });
});

// POST /tenant/v1/contracts
export const contractCreateSchema = z.object({
  duration: positiveInt.check(
    z.lte(MAX_CONTRACT_YEARS, {
      error: msg("validation.atMostYears", { max: MAX_CONTRACT_YEARS }),
    }),
  ),
  contract_type: z.enum(CONTRACT_TYPES, { error: msg("validation.contractType") }),
  parties: z.array(contractParty, { error: msg("validation.required") }).check(
    z.refine((ps) => ps.some((p) => p.role === "lessor"), {
      error: msg("validation.lessorRequired"),
    }),
    z.refine((ps) => ps.some((p) => p.role === "tenant"), {
      error: msg("validation.tenantRequired"),
    }),
    tenantIsNotLessor,
  ),
  unit_id: digitText(50),
  rental_fee: z.object(
    {
      total_units_rent: z
        .number({ error: msg("validation.number") })
        .check(
          z.positive({ error: msg("validation.moreThanZero") }),
          z.lte(1_000_000_000, { error: msg("validation.tooLarge") }),
        ),
      billing_type: requiredText(50),
    },
    { error: msg("validation.required") },
  ),
  // Other members of `terms` exist upstream but are not documented; pass them through.
  terms: z.optional(
    z.looseObject({
      residential_auto_renewal: z.optional(
        int().check(z.gte(0, { error: msg("validation.atLeast", { min: 0 }) })),
      ),
      notice_period_in_days: z.optional(
        int().check(
          z.gte(0, { error: msg("validation.atLeast", { min: 0 }) }),
          z.lte(365, { error: msg("validation.atMostDays", { max: 365 }) }),
        ),
      ),
    }),
  ),
});

export type ContractCreate = z.output<typeof contractCreateSchema>;
export type ContractCreateInput = z.input<typeof contractCreateSchema>;

/** At most this many party ID numbers come with a contract (two parties, and room to spare). */
export const MAX_PARTY_ID_NUMBERS = 10;

// POST /api/v1/contracts: upstream's body and, for the dashboard only (never sent upstream), the
// ID number of each chosen party. The interface cannot read a party by its record number; with
// the ID number the server searches upstream for the party and keeps its name in the contract
// register when the record found has that record number. Names sent by a browser are not taken.
// `renewal_of`, also the dashboard's own: the contract this one renews, claimed before upstream
// is asked (a contract is renewed once; lib/contracts/renewal-store.ts).
export const contractCreateRequestSchema = z.extend(contractCreateSchema, {
  party_id_numbers: z.optional(
    z
      .array(z.object({ id: positiveInt, id_number: digitText(20) }))
      .check(z.maxLength(MAX_PARTY_ID_NUMBERS, { error: msg("validation.tooLarge") })),
  ),
  renewal_of: z.optional(positiveInt),
  /**
   * The deed number of the chosen unit's property (the wizard's unit picker knows it): the
   * server reads that property and keeps the unit's number and the property's name in the
   * register when the property lists the contract's unit. Never sent upstream.
   */
  unit_document_number: z.optional(deedNumber),
});

export type ContractCreateRequest = z.output<typeof contractCreateRequestSchema>;
export type PartyIdNumber = NonNullable<ContractCreateRequest["party_id_numbers"]>[number];

// PUT /tenant/v1/contracts/{id}
export const contractUpdateSchema = z
  .object({
    start_date: z.optional(gregorianDate),
    end_date: z.optional(gregorianDate),
  })
  .check(
    z.refine((c) => !c.start_date || !c.end_date || c.end_date > c.start_date, {
      error: msg("validation.endAfterStart"),
      path: ["end_date"],
    }),
  );

export type ContractUpdate = z.output<typeof contractUpdateSchema>;
