import { asc, inArray } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { todayInRiyadh } from "@/lib/rental/dates";
import { isStoredId } from "@/lib/rental/record-id";

import { rentInstalments, rentPayments } from "./tables";

// The ledger's rows of many contracts at once, for statements (lib/statements): every
// instalment (cancelled ones marked) and every payment (voided ones with the Riyadh day of the
// void and its reason). Two queries, however many contracts and rows.

export type LedgerInstalmentRow = {
  contract_id: number;
  id: number;
  seq: number;
  period_start: string;
  period_end: string;
  due_date: string;
  /** Halalas. */
  rent: number;
  vat: number;
  total: number;
  cancelled: boolean;
};

export type LedgerPaymentRow = {
  contract_id: number;
  id: number;
  /** Halalas. */
  amount: number;
  paid_on: string;
  method: string;
  reference: string | null;
  receipt_year: number;
  receipt_number: number;
  /** The Riyadh day the payment was voided on; null while it stands. */
  voided_on: string | null;
  void_reason: string | null;
};

export type LedgerRows = { instalments: LedgerInstalmentRow[]; payments: LedgerPaymentRow[] };

export async function ledgerRowsOf(db: DashboardDb, contractIds: number[]): Promise<LedgerRows> {
  const ids = [...new Set(contractIds.filter(isStoredId))];
  if (ids.length === 0) return { instalments: [], payments: [] };
  const i = rentInstalments;
  const p = rentPayments;
  const [instalments, payments] = await Promise.all([
    db
      .select({
        contract_id: i.contractId,
        id: i.id,
        seq: i.seq,
        period_start: i.periodStart,
        period_end: i.periodEnd,
        due_date: i.dueDate,
        rent: i.rent,
        vat: i.vat,
        total: i.total,
        status: i.status,
      })
      .from(i)
      .where(inArray(i.contractId, ids))
      .orderBy(asc(i.contractId), asc(i.dueDate), asc(i.seq)),
    db
      .select({
        contract_id: p.contractId,
        id: p.id,
        amount: p.amount,
        paid_on: p.paidOn,
        method: p.method,
        reference: p.reference,
        receipt_year: p.receiptYear,
        receipt_number: p.receiptNumber,
        voided_at: p.voidedAt,
        void_reason: p.voidReason,
      })
      .from(p)
      .where(inArray(p.contractId, ids))
      .orderBy(asc(p.contractId), asc(p.paidOn), asc(p.id)),
  ]);
  return {
    instalments: instalments.map(({ status, ...row }) => ({
      ...row,
      cancelled: status === "cancelled",
    })),
    payments: payments.map(({ voided_at, ...row }) => ({
      ...row,
      voided_on: voided_at ? todayInRiyadh(voided_at) : null,
    })),
  };
}
