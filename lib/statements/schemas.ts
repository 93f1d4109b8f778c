import * as z from "zod/mini";

import { knownUnitSchema } from "@/lib/contracts";
import { gregorianDate, pathId } from "@/lib/rental/fields";
import { msg } from "@/lib/rental/messages";

// Request and answer rules of statements: a contract's or a tenant's ledger over a date range.
// Amounts are integer halalas; a balance is what is owed (negative: the tenant's credit).

/** `from` and `to` (both optional, ISO days): the whole contract when neither is given. */
export const statementRangeShape = {
  from: z.optional(gregorianDate),
  to: z.optional(gregorianDate),
};

const rangeInOrder = z.refine<{ from?: string; to?: string }>(
  (range) => !range.from || !range.to || range.from <= range.to,
  { error: msg("validation.rangeOrder"), path: ["to"] },
);

export const statementQuerySchema = z.object(statementRangeShape).check(rangeInOrder);
export type StatementRange = z.output<typeof statementQuerySchema>;

export const statementParamsSchema = z.strictObject({ id: pathId });

/** An export's own parameters: the contract (or party) and the range, checked like the page's. */
export const contractStatementExportShape = { contract: pathId, ...statementRangeShape };
export const partyStatementExportShape = { party: pathId, ...statementRangeShape };
export { rangeInOrder };

const halalas = z.number();
const day = z.string();

export const ENTRY_KINDS = ["charge", "payment", "void"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const entrySchema = z.object({
  kind: z.enum(ENTRY_KINDS),
  /** The day it counts on: an instalment's due date, a payment's date, a void's day. */
  date: day,
  /** A charge: its instalment's place in the schedule and period, rent and VAT. */
  seq: z.nullable(z.number()),
  period_start: z.nullable(day),
  period_end: z.nullable(day),
  rent: z.nullable(halalas),
  vat: z.nullable(halalas),
  /** A payment or void: the receipt ("2026-14"), method and reference; a void its reason. */
  payment_id: z.nullable(z.number()),
  receipt: z.nullable(z.string()),
  method: z.nullable(z.string()),
  reference: z.nullable(z.string()),
  /** A payment that was voided later (its reversal is a `void` entry on the void's day). */
  voided: z.boolean(),
  reason: z.nullable(z.string()),
  /** What it adds to what is owed (a charge, a void) or takes off it (a payment). */
  debit: halalas,
  credit: halalas,
  /** Owed after it; negative is credit. */
  balance: halalas,
});
export type StatementEntry = z.output<typeof entrySchema>;

export const ledgerTotalsSchema = z.object({
  /** Owed before the range's first day (0 for the whole contract); negative is credit. */
  opening: halalas,
  charged: halalas,
  paid: halalas,
  /** Payments reversed by voids in the range. */
  voided: halalas,
  /** Owed after the range's last day. */
  closing: halalas,
});
export type LedgerTotals = z.output<typeof ledgerTotalsSchema>;

export const statementContractSchema = z.object({
  id: z.number(),
  status: z.string(),
  deleted: z.boolean(),
  start_date: z.nullable(day),
  end_date: z.nullable(day),
  unit_id: z.string(),
  known_unit: z.nullable(knownUnitSchema),
  tenants: z.array(z.object({ id: z.number(), full_name: z.nullable(z.string()) })),
});
export type StatementContract = z.output<typeof statementContractSchema>;

const rangeSchema = z.object({ from: z.nullable(day), to: z.nullable(day) });

export const contractStatementSchema = z.object({
  contract: statementContractSchema,
  /** As asked; null ends mean the contract's first or last entry. */
  range: rangeSchema,
  entries: z.array(entrySchema),
  totals: ledgerTotalsSchema,
});
export type ContractStatement = z.output<typeof contractStatementSchema>;

export const partyStatementSchema = z.object({
  party: z.object({ id: z.number(), full_name: z.nullable(z.string()) }),
  range: rangeSchema,
  contracts: z.array(
    z.object({
      contract: statementContractSchema,
      entries: z.array(entrySchema),
      totals: ledgerTotalsSchema,
    }),
  ),
  /** Every contract's together. */
  totals: ledgerTotalsSchema,
});
export type PartyStatement = z.output<typeof partyStatementSchema>;
