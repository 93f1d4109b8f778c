import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";

import { users } from "@/lib/auth/tables";
import type { DashboardDb } from "@/lib/db/database";
import { todayInRiyadh } from "@/lib/rental/dates";
import { isStoredId } from "@/lib/rental/record-id";

import type { Statement, StatementPayment } from "./schemas";
import { rentAccounts, rentAllocations, rentInstalments, rentPayments } from "./tables";

// A contract's statement: its instalments with what was paid on each, its payments (voided ones
// included, with their reason and who recorded and voided each, by name) and the totals. Four
// queries, whatever the number of rows.

export async function statementOf(
  db: DashboardDb,
  contractId: number,
  now: Date = new Date(),
): Promise<Statement | null> {
  // No contract's id is beyond the register's integer column (lib/rental/record-id.ts).
  if (!isStoredId(contractId)) return null;
  const today = todayInRiyadh(now);
  const [accounts, instalments, payments] = await Promise.all([
    db
      .select({ id: rentAccounts.contractId })
      .from(rentAccounts)
      .where(eq(rentAccounts.contractId, contractId)),
    instalmentsWithPaid(db, contractId),
    paymentsWhere(db, eq(rentPayments.contractId, contractId)),
  ]);
  if (accounts.length === 0) return null;

  const rows = instalments.map(({ cancelled, ...row }) => {
    const paid = Number(row.paid);
    const status = cancelled ? "cancelled" : instalmentStatus({ ...row, paid }, today);
    return { ...row, paid, status } as const;
  });
  const kept = rows.filter((row) => row.status !== "cancelled");
  const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
  const received = sum(payments.filter((pay) => !pay.voided_at).map((pay) => pay.amount));
  const allocated = sum(kept.map((row) => row.paid));
  const dueToDate = sum(kept.filter((row) => row.due_date <= today).map((row) => row.total));
  return {
    contract_id: contractId,
    instalments: rows,
    payments,
    totals: {
      charged: sum(kept.map((row) => row.total)),
      due_to_date: dueToDate,
      received,
      credit: received - allocated,
      overdue: sum(kept.filter((row) => row.due_date < today).map((row) => row.total - row.paid)),
      outstanding: sum(kept.map((row) => row.total - row.paid)),
    },
  };
}

/**
 * An instalment not cancelled, as a person reads it on `today` (Riyadh): paid in full, overdue
 * (its due date passed with some unpaid), partly paid, or due.
 */
export function instalmentStatus(
  row: { due_date: string; total: number; paid: number },
  today: string,
): "paid" | "overdue" | "partly_paid" | "due" {
  if (row.paid >= row.total) return "paid";
  if (row.due_date < today) return "overdue";
  return row.paid > 0 ? "partly_paid" : "due";
}

/** A contract's instalments with the live allocations' sum on each (store.test.ts checks the plan). */
export function instalmentsWithPaid(db: DashboardDb, contractId: number) {
  const i = rentInstalments;
  const a = rentAllocations;
  return db
    .select({
      id: i.id,
      seq: i.seq,
      period_start: i.periodStart,
      period_end: i.periodEnd,
      due_date: i.dueDate,
      rent: i.rent,
      vat: i.vat,
      total: i.total,
      cancelled: sql<boolean>`${i.status} = 'cancelled'`,
      paid: sql<string>`coalesce(sum(${a.amount}) filter (where ${a.reversedAt} is null), 0)`,
    })
    .from(i)
    .leftJoin(a, eq(a.instalmentId, i.id))
    .where(eq(i.contractId, contractId))
    .groupBy(i.id)
    .orderBy(asc(i.dueDate), asc(i.seq));
}

/** One payment as the API answers it, with the halalas of it allocated. */
export async function paymentAnswer(db: DashboardDb, paymentId: number): Promise<StatementPayment> {
  const [payment] = await paymentsWhere(db, eq(rentPayments.id, paymentId));
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  return payment;
}

async function paymentsWhere(db: DashboardDb, where: SQL): Promise<StatementPayment[]> {
  const p = rentPayments;
  const a = rentAllocations;
  const rows = await db
    .select({
      id: p.id,
      amount: p.amount,
      paid_on: p.paidOn,
      method: p.method,
      reference: p.reference,
      receipt_year: p.receiptYear,
      receipt_number: p.receiptNumber,
      recorded_by: p.recordedBy,
      recorded_at: p.recordedAt,
      voided_by: p.voidedBy,
      voided_at: p.voidedAt,
      void_reason: p.voidReason,
      allocated: sql<string>`coalesce(sum(${a.amount}) filter (where ${a.reversedAt} is null), 0)`,
    })
    .from(p)
    .leftJoin(a, eq(a.paymentId, p.id))
    .where(where)
    .groupBy(p.id)
    .orderBy(asc(p.paidOn), asc(p.id));
  const names = await userNames(
    db,
    rows.flatMap((pay) => (pay.voided_by ? [pay.recorded_by, pay.voided_by] : [pay.recorded_by])),
  );
  return rows.map((pay) => ({
    ...pay,
    recorded_by_name: names.get(pay.recorded_by) ?? null,
    voided_by_name: pay.voided_by ? (names.get(pay.voided_by) ?? null) : null,
    allocated: Number(pay.allocated),
    recorded_at: pay.recorded_at.toISOString(),
    voided_at: pay.voided_at?.toISOString() ?? null,
  }));
}

/**
 * The payments keep the user's id; a person reads a name. Looked up here, on the server, from the
 * users table (as the audit log does, lib/users/audit-names.ts); an id no user has keeps none.
 */
async function userNames(db: DashboardDb, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, u.name]));
}
