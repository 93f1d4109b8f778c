import type { LedgerTotals, StatementEntry } from "./schemas";

// A ledger-style statement, worked out from a contract's instalments and payments (pure: no
// database, no clock). One chronological list: each instalment when it falls due (a debit: its
// total, rent and VAT beside), each payment on its day (a credit, with its receipt), and each
// void on the day it was made (a debit reversing the payment, with its reason). The voided
// payment stays on its own day, marked. Cancelled instalments were never owed: left out. The
// balance runs from the opening balance (what was owed before the range's first day) to the
// closing one; positive is owed, negative is the tenant's credit. Integer halalas throughout.

export type LedgerInstalment = {
  id: number;
  seq: number;
  period_start: string;
  period_end: string;
  due_date: string;
  rent: number;
  vat: number;
  total: number;
  cancelled: boolean;
};

export type LedgerPayment = {
  id: number;
  amount: number;
  paid_on: string;
  method: string;
  reference: string | null;
  receipt_year: number;
  receipt_number: number;
  /** The day it was voided on (Riyadh); null while it stands. */
  voided_on: string | null;
  void_reason: string | null;
};

/** Inclusive ISO days; an end left out is open. */
export type LedgerRange = { from?: string | null; to?: string | null };

export type Ledger = { entries: StatementEntry[]; totals: LedgerTotals };

type Draft = Omit<StatementEntry, "balance"> & { order: number; tie: number };

const ORDER = { charge: 0, payment: 1, void: 2 } as const;

const blank = {
  seq: null,
  period_start: null,
  period_end: null,
  rent: null,
  vat: null,
  payment_id: null,
  receipt: null,
  method: null,
  reference: null,
  voided: false,
  reason: null,
} as const;

export const receiptOf = (p: Pick<LedgerPayment, "receipt_year" | "receipt_number">) =>
  `${p.receipt_year}-${p.receipt_number}`;

/** Every entry of the contract, oldest first: on one day, charges, then payments, then voids. */
function allEntries(instalments: LedgerInstalment[], payments: LedgerPayment[]): Draft[] {
  const drafts: Draft[] = [];
  for (const i of instalments) {
    if (i.cancelled) continue;
    drafts.push({
      ...blank,
      kind: "charge",
      date: i.due_date,
      seq: i.seq,
      period_start: i.period_start,
      period_end: i.period_end,
      rent: i.rent,
      vat: i.vat,
      debit: i.total,
      credit: 0,
      order: ORDER.charge,
      tie: i.seq,
    });
  }
  for (const p of payments) {
    const paid = {
      ...blank,
      payment_id: p.id,
      receipt: receiptOf(p),
      method: p.method,
      reference: p.reference,
    };
    drafts.push({
      ...paid,
      kind: "payment",
      date: p.paid_on,
      voided: p.voided_on !== null,
      debit: 0,
      credit: p.amount,
      order: ORDER.payment,
      tie: p.id,
    });
    if (p.voided_on !== null)
      drafts.push({
        ...paid,
        kind: "void",
        // A payment dated ahead and voided before that day is reversed on its own day.
        date: p.voided_on < p.paid_on ? p.paid_on : p.voided_on,
        reason: p.void_reason,
        debit: p.amount,
        credit: 0,
        order: ORDER.void,
        tie: p.id,
      });
  }
  return drafts.sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || a.order - b.order || a.tie - b.tie,
  );
}

export function buildLedger(
  instalments: LedgerInstalment[],
  payments: LedgerPayment[],
  range: LedgerRange = {},
): Ledger {
  const totals: LedgerTotals = { opening: 0, charged: 0, paid: 0, voided: 0, closing: 0 };
  const entries: StatementEntry[] = [];
  let balance = 0;
  for (const { order: _order, tie: _tie, ...entry } of allEntries(instalments, payments)) {
    if (range.to && entry.date > range.to) break;
    balance += entry.debit - entry.credit;
    if (range.from && entry.date < range.from) {
      totals.opening = balance;
      continue;
    }
    if (entry.kind === "charge") totals.charged += entry.debit;
    else if (entry.kind === "payment") totals.paid += entry.credit;
    else totals.voided += entry.debit;
    entries.push({ ...entry, balance });
  }
  totals.closing = balance;
  return { entries, totals };
}

/** Several contracts' totals as one (a tenant's statement). */
export function sumTotals(all: LedgerTotals[]): LedgerTotals {
  const add = (key: keyof LedgerTotals) => all.reduce((total, t) => total + t[key], 0);
  return {
    opening: add("opening"),
    charged: add("charged"),
    paid: add("paid"),
    voided: add("voided"),
    closing: add("closing"),
  };
}
