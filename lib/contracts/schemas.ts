import * as z from "zod/mini";

import { pageQueryShape } from "@/lib/http/page-query";
import { withDigits } from "@/lib/rental/fields";
import { msg } from "@/lib/rental/messages";
import { CONTRACT_STATUSES, contractSchema, type ContractStatus } from "@/lib/rental/records";

import { REGISTER_SORTS } from "./sorts";
import { knownUnitSchema } from "./unit-schemas";
import { DUE_SETS, ENDING_SETS } from "./windows";

export { REGISTER_SORTS, type RegisterSort } from "./sorts";

// GET /api/contracts: the dashboard's register of the contracts it created or changed
// (the interface has no way to list contracts).

// Query values may arrive with Arabic-Indic or Persian digits (typed into the address bar).
const day = withDigits(z.iso.date({ error: msg("validation.dateFormat") }));
export const registerSort = z.enum(REGISTER_SORTS, {
  error: msg("validation.oneOf", { values: REGISTER_SORTS.join(", ") }),
});
/** A party's record number (the `party` filter, before digits are normalised). */
export const partyId = z.coerce
  .number({ error: msg("validation.positiveWholeNumber") })
  .check(z.int(), z.positive());

export const registerListQuerySchema = z.strictObject(
  {
    ...pageQueryShape,
    /** One unit id, or several separated by commas (a property's units); ٠-٩ read as 0-9. */
    unit: z.optional(
      withDigits(
        z.pipe(
          z.pipe(
            z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
            z.transform((v: string) => [
              ...new Set(
                v
                  .split(",")
                  .map((u) => u.trim())
                  .filter(Boolean),
              ),
            ]),
          ),
          z
            .array(z.string().check(z.maxLength(50)))
            .check(
              z.minLength(1),
              z.maxLength(100, { error: msg("validation.atMostUnits", { max: 100 }) }),
            ),
        ),
      ),
    ),
    /** A party id (lessor or tenant); ٠-٩ read as 0-9. */
    party: z.optional(withDigits(partyId)),
    status: z.optional(
      z.enum(CONTRACT_STATUSES, {
        error: msg("validation.oneOf", { values: CONTRACT_STATUSES.join(", ") }),
      }),
    ),
    /** End date on or before this day. */
    endingBefore: z.optional(day),
    /** End date on or after this day. */
    endingAfter: z.optional(day),
    /** Decision date (end date minus the notice period) on or before this day. */
    decisionBefore: z.optional(day),
    /** The overview's decisions due: overdue, or due within 7, 30 or 60 days (sets.ts). */
    due: z.optional(
      z.enum(DUE_SETS, { error: msg("validation.oneOf", { values: DUE_SETS.join(", ") }) }),
    ),
    /** The overview's contracts ending within 30, 60 or 90 days (sets.ts). */
    ending: z.optional(
      z.enum(ENDING_SETS, { error: msg("validation.oneOf", { values: ENDING_SETS.join(", ") }) }),
    ),
    /** Deleted contracts are hidden unless asked for. */
    includeDeleted: z.optional(
      z.pipe(
        z.enum(["true", "false"]),
        z.transform((v: "true" | "false") => v === "true"),
      ),
    ),
    sort: z._default(registerSort, "updated_at:desc"),
  },
  { error: msg("validation.unknownQueryParameter") },
);

export type RegisterListQuery = z.output<typeof registerListQuerySchema>;

/** What the register learned about a party from upstream's party record. */
export const knownPartySchema = z.object({
  full_name: z.string(),
  id_number: z.string(),
  phone_number: z.string(),
});
export type KnownParty = z.output<typeof knownPartySchema>;
/** Known parties by party id (the register's `known_parties`). */
export type KnownParties = Record<string, KnownParty>;

/**
 * A contract's party in the register: upstream's role and record number, with the name, ID
 * number and phone when the register has learned them (absent for contracts recorded before it
 * kept them, until the party is looked up again).
 */
export const registerPartySchema = z.object({
  role: z.string(),
  id: z.number(),
  ...z.partial(knownPartySchema).shape,
});
export type RegisterParty = z.output<typeof registerPartySchema>;

/**
 * A register row: upstream's contract fields, its decision date, who touched it and when, and
 * `deleted`.
 */
export const registerEntrySchema = z.extend(contractSchema, {
  parties: z.array(registerPartySchema),
  /** The unit's number and type and its property's name, deed number and place, once learned. */
  known_unit: z.optional(z.nullable(knownUnitSchema)),
  /**
   * The last day to give notice (YYYY-MM-DD, Gregorian): the end date minus the contract's notice
   * period, or minus the configured default when it sets none. Null without an end date.
   */
  decision_date: z.nullable(z.string()),
  /** The default notice period (days) the decision date counts back; null when the contract sets its own. */
  default_notice_days: z.nullable(z.number()),
  /** The contract this one renews, and the one that renews it (each null when none). */
  renewal_of: z.nullable(z.number()),
  renewed_as: z.nullable(z.number()),
  deleted: z.boolean(),
  created_by: z.string(),
  updated_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RegisterEntry = z.output<typeof registerEntrySchema>;

export { DECISION_WINDOWS, ENDING_WINDOWS } from "./windows";
/** Contracts that still have a decision to take: not yet expired or terminated. */
export const DECIDING_STATUSES = ["draft", "active"] as const satisfies readonly ContractStatus[];

/**
 * Register contracts (not deleted) by status, how many end within each window, and of the
 * draft and active ones, how many have their decision date within each window (today included)
 * and how many are past it while the contract still runs (`decisionsOverdue`).
 */
export const registerSummarySchema = z.object({
  total: z.number(),
  byStatus: z.record(z.enum(CONTRACT_STATUSES), z.number()),
  endingWithin: z.object({ "30": z.number(), "60": z.number(), "90": z.number() }),
  decisionsWithin: z.object({ "7": z.number(), "30": z.number(), "60": z.number() }),
  decisionsOverdue: z.number(),
  /** Today in Riyadh (YYYY-MM-DD): the day the windows count from. */
  today: z.string(),
});
export type RegisterSummary = z.output<typeof registerSummarySchema>;
