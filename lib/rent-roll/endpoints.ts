import * as z from "zod/mini";

import { exportEndpoint } from "@/lib/exports/endpoint";
import { endpoint } from "@/lib/http/endpoint";
import { recordOf } from "@/lib/rental/results";

import {
  arrearsFilterShape,
  arrearsListSchema,
  arrearsQuerySchema,
  followUpSchema,
  reminderSchema,
} from "./arrears-schemas";
import { followUpEntrySchema, noticeSchema } from "./follow-up-schemas";
import {
  collectionsQuerySchema,
  dueListSchema,
  monthSchema,
  paymentListSchema,
} from "./collections-schemas";
import { RENT_ROLL_ROUTES } from "./routes";
import {
  contractParamsSchema,
  paymentParamsSchema,
  paymentSchema,
  recordPaymentSchema,
  statementSchema,
  voidPaymentSchema,
} from "./schemas";

// The rent roll's endpoints: method, path, permission, schemas and audit action. Amounts in
// answers are integer halalas; a payment's amount is sent as riyals text ("1250.50").

const byContract = ({ params }: { params: { id: number } }) => params.id;

export const rentRollEndpoints = {
  getStatement: endpoint({
    ...RENT_ROLL_ROUTES.getStatement,
    summary:
      "A contract's rent statement: its instalments (rent, VAT, total, paid, status), payments (voided ones with their reason) and totals, in halalas",
    permission: "rental:read",
    params: contractParamsSchema,
    response: recordOf(statementSchema),
  }),
  recordPayment: endpoint({
    ...RENT_ROLL_ROUTES.recordPayment,
    summary:
      "Record a payment on a contract, allocated to the oldest unpaid instalments (an overpayment stays as credit). Idempotent: the Idempotency-Key header or `idempotency_key` names it, and a repeat answers the same payment (200 instead of 201)",
    permission: "payment:record",
    params: contractParamsSchema,
    body: recordPaymentSchema,
    response: recordOf(paymentSchema),
    status: 201,
    audit: { action: "payment.record", targetType: "contract", target: byContract },
  }),
  voidPayment: endpoint({
    ...RENT_ROLL_ROUTES.voidPayment,
    summary:
      "Void a payment with a reason: it stays in the statement, its allocation is reversed and the instalments are due again",
    permission: "payment:void",
    params: paymentParamsSchema,
    body: voidPaymentSchema,
    response: recordOf(paymentSchema),
    audit: { action: "payment.void", targetType: "contract", target: byContract },
  }),
  listArrears: endpoint({
    ...RENT_ROLL_ROUTES.listArrears,
    summary:
      "Arrears: contracts with instalments past due and unpaid, most overdue first (50 a page), filtered by property (deed number), region and ageing bucket (1_30, 31_60, 61_90, over_90, by the oldest overdue instalment's days late), with bucket totals and the filtered total, in halalas",
    permission: "rental:read",
    query: arrearsQuerySchema,
    response: arrearsListSchema,
  }),
  exportArrears: exportEndpoint(
    "arrears",
    "The arrears under the list's filters",
    "rental:read",
    // Optional, as on the page; checked here so that a wrong one is a 400 naming it.
    arrearsFilterShape,
  ),
  listMonthDue: endpoint({
    ...RENT_ROLL_ROUTES.listMonthDue,
    summary:
      "The instalments falling due in a month (YYYY-MM, this month in Riyadh by default): rent and VAT, not cancelled, of contracts other than drafts, by due date (50 a page), each with what is paid and outstanding, and the month's totals (due and collected, as the overview counts them), in halalas",
    permission: "rental:read",
    query: collectionsQuerySchema,
    response: dueListSchema,
  }),
  listMonthPayments: endpoint({
    ...RENT_ROLL_ROUTES.listMonthPayments,
    summary:
      "The payments dated in a month (YYYY-MM, this month in Riyadh by default), voided ones left out, by date (50 a page), with receipt number, method and who recorded each, and the month's totals (due and collected, as the overview counts them), in halalas",
    permission: "rental:read",
    query: collectionsQuerySchema,
    response: paymentListSchema,
  }),
  exportMonthDue: exportEndpoint(
    "month-due",
    "The instalments due in a month (YYYY-MM, this month in Riyadh by default)",
    "rental:read",
    { month: z.optional(monthSchema) },
  ),
  exportMonthPayments: exportEndpoint(
    "month-payments",
    "The payments collected in a month (YYYY-MM, this month in Riyadh by default), voided ones left out",
    "rental:read",
    { month: z.optional(monthSchema) },
  ),
  remindTenant: endpoint({
    ...RENT_ROLL_ROUTES.remindTenant,
    summary:
      "Record that a WhatsApp reminder of the amount overdue (halalas) was opened for the contract's tenant; the message itself goes from the person's own WhatsApp",
    permission: "tenant:remind",
    params: contractParamsSchema,
    body: reminderSchema,
    response: recordOf(followUpSchema),
    status: 201,
    audit: { action: "tenant.remind", targetType: "contract", target: byContract },
  }),
  recordNotice: endpoint({
    ...RENT_ROLL_ROUTES.recordNotice,
    summary:
      "Record notice given on a contract before its decision date: to whom (tenant, lessor), how (ejar, letter, whatsapp, email, in_person), on which day (today or before) and a note. The contract then leaves the decisions due",
    permission: "contract:update",
    params: contractParamsSchema,
    body: noticeSchema,
    response: recordOf(followUpEntrySchema),
    status: 201,
    audit: { action: "contract.notice", targetType: "contract", target: byContract },
  }),
  listFollowUps: endpoint({
    ...RENT_ROLL_ROUTES.listFollowUps,
    summary:
      "A contract's follow-ups, newest first: WhatsApp reminders of its arrears (with the amount, halalas) and notices given, each with who recorded it (id and name) and when",
    permission: "rental:read",
    params: contractParamsSchema,
    response: recordOf(z.array(followUpEntrySchema)),
  }),
};

export type RentRollEndpoints = typeof rentRollEndpoints;
