import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { isStoredId } from "@/lib/rental/record-id";

import { rentAllocations, rentInstalments, rentPayments } from "./tables";

// What a receipt says of one payment: the payment, and the instalments (periods) it was
// allocated to with the rent and VAT parts of what it paid on each. A voided payment keeps the
// periods it had been allocated to (its allocations are reversed, not deleted).
//
// The VAT part of a payment on an instalment is the instalment's VAT in proportion to what was
// paid, counted on what had been paid on it before and after this payment: VAT(before + this) −
// VAT(before), each rounded half up. So the parts of several payments of one instalment add up to
// its VAT exactly, and a payment of a whole instalment carries its whole VAT. Integer halalas
// (BigInt for the product: SAR 1,000,000,000 × its VAT exceeds 2^53).

export type ReceiptPayment = typeof rentPayments.$inferSelect;

export type ReceiptLine = {
  instalmentId: number;
  seq: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  /** Halalas of this payment on the instalment, and of them the rent and the VAT. */
  amount: number;
  rent: number;
  vat: number;
};

/** The instalment's VAT on `paid` of its `total`, rounded half up. */
export function vatShare(paid: number, total: number, vat: number): number {
  if (total <= 0 || vat === 0) return 0;
  const share = (BigInt(paid) * BigInt(vat) * 2n + BigInt(total)) / (2n * BigInt(total));
  return Number(share);
}

export async function paymentForReceipt(
  db: DashboardDb,
  contractId: number,
  paymentId: number,
): Promise<{ payment: ReceiptPayment; lines: ReceiptLine[] } | null> {
  if (!isStoredId(contractId) || !isStoredId(paymentId)) return null;
  const p = rentPayments;
  const [payment] = await db
    .select()
    .from(p)
    .where(and(eq(p.id, paymentId), eq(p.contractId, contractId)));
  if (!payment) return null;
  const a = rentAllocations;
  const i = rentInstalments;
  const earlier = db
    .select({
      instalmentId: a.instalmentId,
      paid: sql<string>`sum(${a.amount})`.as("paid_before"),
    })
    .from(a)
    .innerJoin(i, eq(i.id, a.instalmentId))
    .where(and(eq(i.contractId, contractId), isNull(a.reversedAt), lt(a.paymentId, paymentId)))
    .groupBy(a.instalmentId)
    .as("earlier");
  const rows = await db
    .select({
      instalmentId: i.id,
      seq: i.seq,
      periodStart: i.periodStart,
      periodEnd: i.periodEnd,
      dueDate: i.dueDate,
      total: i.total,
      vat: i.vat,
      amount: a.amount,
      paidBefore: sql<string>`coalesce(${earlier.paid}, 0)`,
    })
    .from(a)
    .innerJoin(i, eq(i.id, a.instalmentId))
    .leftJoin(earlier, eq(earlier.instalmentId, i.id))
    // A live payment's live allocations; a voided payment's, reversed with it.
    .where(and(eq(a.paymentId, paymentId), payment.voidedAt ? undefined : isNull(a.reversedAt)))
    .orderBy(asc(i.dueDate), asc(i.seq));
  const lines = rows.map((row) => {
    const before = Number(row.paidBefore);
    const vat =
      vatShare(before + row.amount, row.total, row.vat) - vatShare(before, row.total, row.vat);
    return {
      instalmentId: row.instalmentId,
      seq: row.seq,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      dueDate: row.dueDate,
      amount: row.amount,
      rent: row.amount - vat,
      vat,
    };
  });
  return { payment, lines };
}
