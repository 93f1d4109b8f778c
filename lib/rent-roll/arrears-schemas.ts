import * as z from "zod/mini";

import { pageQueryShape } from "@/lib/http/page-query";
import { deedNumber } from "@/lib/rental/deed";
import { withDigits } from "@/lib/rental/fields";
import { msg } from "@/lib/rental/messages";
import { recordId } from "@/lib/rental/path-params";

import { ARREARS_BUCKETS, ARREARS_PAGE_SIZE, REMINDER_KINDS } from "./arrears-shape";

// Request and answer rules of the arrears list, its export and the reminder (arrears.ts says
// how the list is worked out). Amounts are integer halalas.

export { ARREARS_BUCKETS, ARREARS_PAGE_SIZE, REMINDER_KINDS };
export type { ArrearsBucket } from "./arrears-shape";

const bucketSchema = z.enum(ARREARS_BUCKETS, {
  error: msg("validation.oneOf", { values: ARREARS_BUCKETS.join(", ") }),
});

// GET /api/rent-roll/arrears?property=<deed number>&region=<id>&bucket=31_60&page=2
export const arrearsFilterShape = {
  /** The property's deed number. */
  property: z.optional(deedNumber),
  region: z.optional(withDigits(recordId)),
  bucket: z.optional(bucketSchema),
};
export const arrearsQuerySchema = z.strictObject({
  ...arrearsFilterShape,
  page: pageQueryShape.page,
  pageSize: z._default(
    z.coerce
      .number({ error: msg("validation.number") })
      .check(
        z.int({ error: msg("validation.wholeNumber") }),
        z.gte(1, { error: msg("validation.atLeast", { min: 1 }) }),
        z.lte(100, { error: msg("validation.atMost", { max: 100 }) }),
      ),
    ARREARS_PAGE_SIZE,
  ),
});
export type ArrearsQuery = z.output<typeof arrearsQuerySchema>;

export type ArrearsFilters = {
  property?: string;
  region?: number;
  bucket?: z.output<typeof bucketSchema>;
};

const halalas = z.number();

/**
 * The unit and its property as the register learned them (contract_register.known_unit, the
 * contracts feature's knownUnitSchema: the same fields, read here without a folder cycle).
 */
export const knownUnitSchema = z.object({
  unit_number: z.string(),
  unit_type: z.string(),
  property_id: z.number(),
  document_number: z.string(),
  property_name: z.string(),
  region_id: z.nullable(z.number()),
  city_id: z.nullable(z.number()),
});
const totalsSchema = z.object({ contracts: z.number(), amount: halalas });
export const bucketTotalsSchema = z.object({
  "1_30": totalsSchema,
  "31_60": totalsSchema,
  "61_90": totalsSchema,
  over_90: totalsSchema,
});
export type BucketTotals = z.output<typeof bucketTotalsSchema>;

export const arrearsRowSchema = z.object({
  contract_id: z.number(),
  contract_status: z.string(),
  /** The contract's tenant as the register learned them; null names when it did not. */
  tenant: z.nullable(
    z.object({
      id: z.number(),
      full_name: z.nullable(z.string()),
      phone_number: z.nullable(z.string()),
    }),
  ),
  unit_id: z.string(),
  known_unit: z.nullable(knownUnitSchema),
  /** Overdue instalments, and what is unpaid on them. */
  instalments: z.number(),
  amount: halalas,
  /** The oldest overdue instalment's due date and days late: the row's bucket. */
  oldest_due: z.string(),
  days_late: z.number(),
  bucket: bucketSchema,
  /** The latest WhatsApp reminder recorded on the contract. */
  reminded_at: z.nullable(z.string()),
});
export type ArrearsRow = z.output<typeof arrearsRowSchema>;

export const arrearsListSchema = z.object({
  data: z.array(arrearsRowSchema),
  meta: z.object({
    pagination: z.object({
      page: z.number(),
      pageSize: z.number(),
      pageCount: z.number(),
      total: z.number(),
    }),
    /** Riyadh's day the days late are counted to. */
    today: z.string(),
    /** By bucket, over the property and region filters. */
    buckets: bucketTotalsSchema,
    /** Every row under all the filters (all pages): the sum of their amounts. */
    total: totalsSchema,
  }),
});
export type ArrearsList = z.output<typeof arrearsListSchema>;

export type ArrearsPage = {
  rows: ArrearsRow[];
  today: string;
  buckets: BucketTotals;
  total: { contracts: number; amount: number };
  page: number;
  pageSize: number;
};

export const moneySummarySchema = z.object({
  today: z.string(),
  /** The Riyadh month, YYYY-MM. */
  month: z.string(),
  dueThisMonth: halalas,
  collectedThisMonth: halalas,
  /** Basis points (10,000 = 100 %); null when nothing falls due this month. */
  collectionRate: z.nullable(z.number()),
  arrears: z.object({ buckets: bucketTotalsSchema, contracts: z.number(), amount: halalas }),
});
export type MoneySummary = z.output<typeof moneySummarySchema>;

// POST /api/rent-roll/contracts/{id}/reminders
export const reminderSchema = z.strictObject({
  kind: z.enum(REMINDER_KINDS, {
    error: msg("validation.oneOf", { values: REMINDER_KINDS.join(", ") }),
  }),
  /** The amount the message named, in halalas. */
  amount: z
    .number({ error: msg("validation.wholeNumber") })
    .check(
      z.int({ error: msg("validation.wholeNumber") }),
      z.gte(1, { error: msg("validation.moreThanZero") }),
      z.lte(100_000_000_000, { error: msg("validation.tooLarge") }),
    ),
});
export type ReminderInput = z.output<typeof reminderSchema>;

export const followUpSchema = z.object({
  id: z.number(),
  contract_id: z.number(),
  kind: z.string(),
  amount: halalas,
  by: z.string(),
  at: z.string(),
});
export type FollowUp = z.output<typeof followUpSchema>;
