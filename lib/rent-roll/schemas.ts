import * as z from "zod/mini";

import { normaliseNumberText } from "@/lib/rental/digits";
import { gregorianDate, pathId, preprocess, requiredText } from "@/lib/rental/fields";
import { msg } from "@/lib/rental/messages";

import { SAR, sarToHalalas } from "./amounts";

// Request and answer rules of the rent roll's endpoints, shared by the Record payment and Void
// dialogs and the route handlers. Amounts travel as halalas in answers; a person types riyals
// with up to two decimals (in any digits), which sarToHalalas reads without floating point.

export const PAYMENT_METHODS = ["ejar_sadad", "bank_transfer", "cash", "cheque"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const sarAmountSchema = preprocess(
  (v) => (typeof v === "string" ? normaliseNumberText(v.trim()) : v),
  z.string({ error: msg("validation.required") }).check(
    z.regex(SAR, { error: msg("validation.sarAmount") }),
    z.refine((v) => sarToHalalas(v) > 0, { error: msg("validation.moreThanZero") }),
  ),
);

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const idempotencyKeySchema = z
  .string()
  .check(z.regex(IDEMPOTENCY_KEY, { error: msg("validation.idempotencyKey") }));

// POST /api/rent-roll/contracts/{id}/payments. The key may come in the Idempotency-Key header
// instead; one of the two is required.
export const recordPaymentSchema = z.strictObject({
  amount: sarAmountSchema,
  paid_on: gregorianDate,
  method: z.enum(PAYMENT_METHODS, {
    error: msg("validation.oneOf", { values: PAYMENT_METHODS.join(", ") }),
  }),
  reference: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(100, { error: msg("validation.atMostChars", { max: 100 }) })),
  ),
  idempotency_key: z.optional(idempotencyKeySchema),
});
export type RecordPaymentInput = z.output<typeof recordPaymentSchema>;

// POST /api/rent-roll/contracts/{id}/payments/{paymentId}/void
export const voidPaymentSchema = z.strictObject({ reason: requiredText(500) });
export type VoidPaymentInput = z.output<typeof voidPaymentSchema>;

export const contractParamsSchema = z.strictObject({ id: pathId });
export const paymentParamsSchema = z.strictObject({ id: pathId, paymentId: pathId });

export const INSTALMENT_STATUSES = ["due", "partly_paid", "overdue", "paid", "cancelled"] as const;

const halalas = z.number();
export const instalmentSchema = z.object({
  id: z.number(),
  seq: z.number(),
  period_start: z.string(),
  period_end: z.string(),
  due_date: z.string(),
  rent: halalas,
  vat: halalas,
  total: halalas,
  paid: halalas,
  status: z.enum(INSTALMENT_STATUSES),
});

export const paymentSchema = z.object({
  id: z.number(),
  amount: halalas,
  paid_on: z.string(),
  method: z.string(),
  reference: z.nullable(z.string()),
  receipt_year: z.number(),
  receipt_number: z.number(),
  /** The user's id, and their name (null if no user has that id now). */
  recorded_by: z.string(),
  recorded_by_name: z.nullable(z.string()),
  recorded_at: z.string(),
  voided_by: z.nullable(z.string()),
  voided_by_name: z.nullable(z.string()),
  voided_at: z.nullable(z.string()),
  void_reason: z.nullable(z.string()),
  /** Halalas of it allocated to instalments; the rest is credit. */
  allocated: halalas,
});

export const statementSchema = z.object({
  contract_id: z.number(),
  instalments: z.array(instalmentSchema),
  payments: z.array(paymentSchema),
  totals: z.object({
    /** Every instalment of the term but the cancelled ones, VAT included. */
    charged: halalas,
    /** Of those, what has fallen due by today. */
    due_to_date: halalas,
    /** Payments not voided. */
    received: halalas,
    /** Received but not allocated (an overpayment). */
    credit: halalas,
    /** Unpaid on instalments whose due date has passed. */
    overdue: halalas,
    /** Unpaid on the whole term. */
    outstanding: halalas,
  }),
});
export type Statement = z.output<typeof statementSchema>;
export type StatementInstalment = z.output<typeof instalmentSchema>;
export type StatementPayment = z.output<typeof paymentSchema>;
