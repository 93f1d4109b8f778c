import * as z from "zod/mini";

import { pageQueryShape } from "@/lib/http/page-query";
import { withDigits } from "@/lib/rental/fields";
import { msg } from "@/lib/rental/messages";

import { knownUnitSchema } from "./arrears-schemas";
import { COLLECTIONS_PAGE_SIZE, MONTH_PATTERN } from "./collections-shape";

// Request and answer rules of the month's collections: the instalments due in a month and the
// payments dated in it (collections.ts says how they are worked out). Amounts are integer halalas.

export const monthSchema = withDigits(
  z.string().check(z.regex(MONTH_PATTERN, { error: msg("validation.monthFormat") })),
);

// GET /api/rent-roll/collections/due?month=2026-11&page=2 (and …/payments)
export const collectionsQuerySchema = z.strictObject({
  /** YYYY-MM; this month in Riyadh when left out. */
  month: z.optional(monthSchema),
  page: pageQueryShape.page,
  pageSize: z._default(
    z.coerce
      .number({ error: msg("validation.number") })
      .check(
        z.int({ error: msg("validation.wholeNumber") }),
        z.gte(1, { error: msg("validation.atLeast", { min: 1 }) }),
        z.lte(100, { error: msg("validation.atMost", { max: 100 }) }),
      ),
    COLLECTIONS_PAGE_SIZE,
  ),
});
export type CollectionsQuery = z.output<typeof collectionsQuerySchema>;

const halalas = z.number();

/** The month's figures, as the overview's money cards count them (collections.ts). */
export const monthTotalsSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  /** Riyadh's day the list was read on (an instalment before it and unpaid is overdue). */
  today: z.string(),
  /** Instalments falling due in the month (rent and VAT), and how many. */
  due: halalas,
  instalments: z.number(),
  /** Payments dated in the month, voided ones left out (and not listed), and how many. */
  collected: halalas,
  payments: z.number(),
  /** Basis points (10,000 = 100 %); null when nothing falls due in the month. */
  rate: z.nullable(z.number()),
});
export type MonthTotals = z.output<typeof monthTotalsSchema>;

const tenantSchema = z.nullable(z.object({ id: z.number(), full_name: z.nullable(z.string()) }));

/** Where a row's contract is: its unit and property as the register learned them. */
const placeShape = {
  contract_id: z.number(),
  unit_id: z.nullable(z.string()),
  known_unit: z.nullable(knownUnitSchema),
  tenant: tenantSchema,
};

export const DUE_ROW_STATUSES = ["due", "partly_paid", "overdue", "paid"] as const;

export const dueRowSchema = z.object({
  ...placeShape,
  instalment_id: z.number(),
  seq: z.number(),
  due_date: z.string(),
  total: halalas,
  paid: halalas,
  outstanding: halalas,
  status: z.enum(DUE_ROW_STATUSES),
});
export type DueRow = z.output<typeof dueRowSchema>;

export const paymentRowSchema = z.object({
  ...placeShape,
  id: z.number(),
  paid_on: z.string(),
  amount: halalas,
  method: z.string(),
  reference: z.nullable(z.string()),
  receipt_year: z.number(),
  receipt_number: z.number(),
  recorded_by: z.string(),
  /** The recording user's name; null when no user has the id any more. */
  recorded_by_name: z.nullable(z.string()),
});
export type PaymentRow = z.output<typeof paymentRowSchema>;

const paginationSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  total: z.number(),
});

export const dueListSchema = z.object({
  data: z.array(dueRowSchema),
  meta: z.object({ pagination: paginationSchema, totals: monthTotalsSchema }),
});
export type DueList = z.output<typeof dueListSchema>;

export const paymentListSchema = z.object({
  data: z.array(paymentRowSchema),
  meta: z.object({ pagination: paginationSchema, totals: monthTotalsSchema }),
});
export type PaymentList = z.output<typeof paymentListSchema>;
