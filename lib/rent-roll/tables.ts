import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { createdAt, instant, updatedAt } from "@/lib/db/columns";

// The rent roll's ledger, beside the register: each contract's instalments, the payments
// recorded against it and how each payment was allocated. Amounts are integer halalas (bigint:
// a term's rent may reach SAR 1,000,000,000). Nothing here is deleted but a deleted draft's
// unpaid instalments: a payment is voided, its allocations reversed.

/**
 * The terms the schedule was last built from (the register's, copied by alignSchedule), one row
 * per contract. Every write to a contract's ledger locks this row first, so two instances never
 * allocate the same halala twice.
 */
export const rentAccounts = pgTable("rent_accounts", {
  contractId: integer("contract_id").primaryKey(), // contract_register.contract_id
  status: text("status").notNull(),
  deleted: boolean("deleted").notNull().default(false),
  contractType: text("contract_type").notNull(),
  billingType: text("billing_type").notNull(),
  totalRent: bigint("total_rent", { mode: "number" }).notNull(),
  startDate: date("start_date", { mode: "string" }),
  endDate: date("end_date", { mode: "string" }),
  duration: integer("duration").notNull(),
  updatedAt: updatedAt(),
});

export const rentInstalments = pgTable(
  "rent_instalments",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => rentAccounts.contractId),
    seq: integer("seq").notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    rent: bigint("rent", { mode: "number" }).notNull(),
    vat: bigint("vat", { mode: "number" }).notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    /** `due`, or `cancelled` (the contract was terminated before it fell due). */
    status: text("status").notNull().default("due"),
    /**
     * Halalas of its live allocations: the sum of rent_allocations not reversed, kept by every
     * allocation and void in the same transaction under the account's lock (store.ts). Arrears
     * read it through the open index below instead of summing allocations of every instalment.
     */
    paid: bigint("paid", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    uniqueIndex("rent_instalments_contract_seq_key").on(t.contractId, t.seq),
    // A month's instalments for the overview's money (arrears.ts moneySummary), read from the
    // index alone. Being over every instalment, it is larger than the open one below, so the
    // planner, which cannot tell that past instalments are mostly paid, still takes the open
    // one for the arrears: with a one-column index here it scanned every past instalment
    // instead (the ledger bench: 495 ms for the arrears page, 13 ms for its query this way).
    index("rent_instalments_due_idx").on(t.dueDate, t.status, t.contractId, t.total),
    // The instalments still owed (arrears.ts): on a ledger of 600,000 instalments, mostly paid,
    // the overdue ones are found without reading the rest.
    // Amounts in the key too: the arrears are read from the index alone (an index-only scan).
    index("rent_instalments_open_idx")
      .on(t.dueDate, t.contractId, t.total, t.paid)
      .where(sql`${t.status} = 'due' and ${t.paid} < ${t.total}`),
  ],
);

export const rentPayments = pgTable(
  "rent_payments",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => rentAccounts.contractId),
    amount: bigint("amount", { mode: "number" }).notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    method: text("method").notNull(),
    reference: text("reference"),
    /** The client's key: a retried or doubled request finds the payment it already made. */
    idempotencyKey: text("idempotency_key").notNull(),
    receiptYear: integer("receipt_year").notNull(),
    receiptNumber: integer("receipt_number").notNull(),
    recordedBy: text("recorded_by").notNull(),
    recordedAt: createdAt(),
    voidedAt: instant("voided_at"),
    voidedBy: text("voided_by"),
    voidReason: text("void_reason"),
  },
  (t) => [
    uniqueIndex("rent_payments_idempotency_key").on(t.idempotencyKey),
    uniqueIndex("rent_payments_receipt_key").on(t.receiptYear, t.receiptNumber),
    index("rent_payments_contract_idx").on(t.contractId, t.paidOn),
    // What was collected in a month (the overview's money, arrears.ts).
    index("rent_payments_paid_on_idx")
      .on(t.paidOn)
      .where(sql`${t.voidedAt} is null`),
  ],
);

/** Which halalas of a payment went to which instalment; reversed (never deleted) by a void. */
export const rentAllocations = pgTable(
  "rent_allocations",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => rentPayments.id),
    instalmentId: integer("instalment_id")
      .notNull()
      .references(() => rentInstalments.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
    reversedAt: instant("reversed_at"),
  },
  (t) => [
    index("rent_allocations_payment_idx").on(t.paymentId),
    // Every allocation, reversed ones too: the ledger's reads join an instalment to all of its
    // allocations and sum the live ones (allocate, statementOf; the schedule's `touched` counts
    // the reversed too). A partial index (live ones only) could not serve that join, and each
    // payment read all allocations: 446 ms at 300,000 of them, 17 ms with this index (bench
    // ledger, bench/findings.md).
    index("rent_allocations_instalment_idx").on(t.instalmentId),
  ],
);

/** The last receipt number issued in each year, for every instance: gapless, one row a year. */
export const receiptCounters = pgTable("receipt_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * What the office did to follow a contract up, one row each, its timeline (follow-ups.ts): a
 * WhatsApp reminder of the arrears prepared for the tenant and opened by a manager
 * (`whatsapp_reminder`, with the amount it named in halalas), or notice given before the
 * contract's decision date (`notice_given`: to whom, how, on which day, a note). Kept, never
 * changed or deleted; the arrears list shows the latest reminder, and a notice takes the
 * contract out of the decisions due (lib/contracts/sets.ts).
 */
export const contractFollowUps = pgTable(
  "contract_follow_ups",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id").notNull(), // contract_register.contract_id
    kind: text("kind").notNull(),
    /** A reminder's amount (halalas); null for a notice. */
    amount: bigint("amount", { mode: "number" }),
    /** How: `whatsapp` for a reminder, one of NOTICE_METHODS for a notice. */
    method: text("method"),
    /** A notice's recipient: `tenant` or `lessor`. */
    recipient: text("recipient"),
    /** The day a notice was given (Gregorian, on or before the day it was recorded). */
    givenOn: date("given_on", { mode: "string" }),
    note: text("note"),
    byUser: text("by_user").notNull(),
    at: instant("at").notNull().defaultNow(),
  },
  (t) => [index("contract_follow_ups_contract_idx").on(t.contractId, t.at)],
);
