import { and, asc, eq, isNull, sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { todayInRiyadh } from "@/lib/rental/dates";
import { isStoredId } from "@/lib/rental/record-id";

import type { Tx } from "./schedule-store";
import {
  receiptCounters,
  rentAccounts,
  rentAllocations,
  rentInstalments,
  rentPayments,
} from "./tables";

// Payments: recorded and voided, never deleted. Each write runs in one transaction that first
// locks the contract's account row (rent_accounts), so that payments, voids and schedule changes
// of one contract happen one after another on every instance, and no halala is allocated twice.
// The receipt number comes from the year's counter row, incremented in the same transaction
// (INSERT … ON CONFLICT DO UPDATE … RETURNING): a payment that rolls back gives its number
// back, so numbers run without gaps, and two payments wait for each other on that row, so none
// repeats. A sequence would do neither: its values are not returned on rollback.

export type PaymentRow = typeof rentPayments.$inferSelect;

export type NewPayment = {
  contractId: number;
  /** Halalas. */
  amount: number;
  paidOn: string;
  method: string;
  reference: string | null;
  idempotencyKey: string;
  userId: string;
};

export type LedgerRefusal = "NOT_FOUND" | "NOT_OPEN" | "KEY_REUSED" | "ALREADY_VOIDED";

/** A request the ledger refuses: the contract is unknown or a draft, a key was used for another payment, … */
export class LedgerError extends Error {
  constructor(readonly code: LedgerRefusal) {
    super(code);
  }
}

/**
 * Records a payment and allocates it to the oldest unpaid instalments; what is left over stays
 * as credit. The same idempotency key again answers the payment it made (`replayed`).
 */
export async function recordPayment(
  db: DashboardDb,
  input: NewPayment,
  now: Date = new Date(),
): Promise<{ payment: PaymentRow; replayed: boolean }> {
  // No contract's id is beyond the integer columns (lib/rental/record-id.ts): none to lock.
  if (!isStoredId(input.contractId)) throw new LedgerError("NOT_FOUND");
  try {
    return await db.transaction(async (tx) => {
      // A draft is not yet a lease: nothing is owed on it.
      await lockAccount(tx, input.contractId, (account) =>
        account.status === "draft" ? "NOT_OPEN" : null,
      );
      const earlier = await paymentByKey(tx, input.idempotencyKey);
      if (earlier) return { payment: sameAs(earlier, input), replayed: true };
      const year = Number(todayInRiyadh(now).slice(0, 4));
      const [counter] = await tx
        .insert(receiptCounters)
        .values({ year, last: 1 })
        .onConflictDoUpdate({
          target: receiptCounters.year,
          set: { last: sql`${receiptCounters.last} + 1` },
        })
        .returning({ last: receiptCounters.last });
      const [payment] = await tx
        .insert(rentPayments)
        .values({
          ...input,
          recordedBy: input.userId,
          recordedAt: now,
          receiptYear: year,
          receiptNumber: counter!.last,
        })
        .returning();
      await allocate(tx, payment!);
      return { payment: payment!, replayed: false };
    });
  } catch (error) {
    // The same key on two contracts at once: the second insert met the first's unique key and
    // rolled back (its receipt number with it). Answer the payment the key made.
    if (!isUniqueViolation(error)) throw error;
    const earlier = await paymentByKey(db, input.idempotencyKey);
    if (!earlier) throw error;
    return { payment: sameAs(earlier, input), replayed: true };
  }
}

/** Voids a payment with a reason: its allocations are reversed, the instalments due again. */
export async function voidPayment(
  db: DashboardDb,
  input: { contractId: number; paymentId: number; reason: string; userId: string },
  now: Date = new Date(),
): Promise<PaymentRow> {
  if (!isStoredId(input.contractId) || !isStoredId(input.paymentId))
    throw new LedgerError("NOT_FOUND");
  return db.transaction(async (tx) => {
    await lockAccount(tx, input.contractId, () => null);
    const p = rentPayments;
    const [payment] = await tx
      .select()
      .from(p)
      .where(and(eq(p.id, input.paymentId), eq(p.contractId, input.contractId)));
    if (!payment) throw new LedgerError("NOT_FOUND");
    if (payment.voidedAt) throw new LedgerError("ALREADY_VOIDED");
    const [voided] = await tx
      .update(p)
      .set({ voidedAt: now, voidedBy: input.userId, voidReason: input.reason })
      .where(eq(p.id, payment.id))
      .returning();
    const reversed = await tx
      .update(rentAllocations)
      .set({ reversedAt: now })
      .where(and(eq(rentAllocations.paymentId, payment.id), isNull(rentAllocations.reversedAt)))
      .returning({ instalmentId: rentAllocations.instalmentId, amount: rentAllocations.amount });
    await addToPaid(
      tx,
      reversed.map((row) => ({ ...row, amount: -row.amount })),
    );
    return voided!;
  });
}

async function lockAccount(
  tx: Tx,
  contractId: number,
  refuse: (account: typeof rentAccounts.$inferSelect) => LedgerRefusal | null,
) {
  const [account] = await tx
    .select()
    .from(rentAccounts)
    .where(eq(rentAccounts.contractId, contractId))
    .for("update");
  if (!account) throw new LedgerError("NOT_FOUND");
  const refusal = refuse(account);
  if (refusal) throw new LedgerError(refusal);
  return account;
}

async function paymentByKey(db: DashboardDb | Tx, key: string) {
  const [row] = await db.select().from(rentPayments).where(eq(rentPayments.idempotencyKey, key));
  return row;
}

/** A key is one payment: the same key with another contract or amount is a mistake, not a retry. */
function sameAs(earlier: PaymentRow, input: NewPayment): PaymentRow {
  if (earlier.contractId !== input.contractId || earlier.amount !== input.amount)
    throw new LedgerError("KEY_REUSED");
  return earlier;
}

/**
 * A contract's instalments still due, oldest first, with what is allocated to each: one query,
 * the contract's instalments joined to their allocations by rent_allocations_instalment_idx
 * (store.test.ts checks the plan).
 */
export function dueInstalments(db: DashboardDb | Tx, contractId: number) {
  const i = rentInstalments;
  const a = rentAllocations;
  return db
    .select({
      id: i.id,
      total: i.total,
      paid: sql<string>`coalesce(sum(${a.amount}) filter (where ${a.reversedAt} is null), 0)`,
    })
    .from(i)
    .leftJoin(a, eq(a.instalmentId, i.id))
    .where(and(eq(i.contractId, contractId), eq(i.status, "due")))
    .groupBy(i.id)
    .orderBy(asc(i.dueDate), asc(i.seq));
}

/** Oldest unpaid first (by due date, then place in the schedule); one insert for them all. */
async function allocate(tx: Tx, payment: PaymentRow) {
  const a = rentAllocations;
  const open = await dueInstalments(tx, payment.contractId);
  let left = payment.amount;
  const rows: (typeof a.$inferInsert)[] = [];
  for (const row of open) {
    if (left === 0) break;
    const owed = row.total - Number(row.paid);
    if (owed <= 0) continue;
    const amount = Math.min(owed, left);
    rows.push({ paymentId: payment.id, instalmentId: row.id, amount });
    left -= amount;
  }
  if (rows.length) await tx.insert(a).values(rows);
  await addToPaid(tx, rows);
}

/**
 * Keeps each instalment's `paid` (the sum of its live allocations, tables.ts) in step with an
 * allocation or its reversal, in the same transaction: one statement for them all.
 */
async function addToPaid(tx: Tx, changes: { instalmentId: number; amount: number }[]) {
  if (changes.length === 0) return;
  const byInstalment = new Map<number, number>();
  for (const { instalmentId, amount } of changes)
    byInstalment.set(instalmentId, (byInstalment.get(instalmentId) ?? 0) + amount);
  const values = sql.join(
    [...byInstalment].map(([id, amount]) => sql`(${id}::integer, ${amount}::bigint)`),
    sql`, `,
  );
  const i = rentInstalments;
  await tx.execute(
    sql`update ${i} set paid = ${i.paid} + v.amount from (values ${values}) as v(id, amount) where ${i.id} = v.id`,
  );
}

// PostgreSQL's unique_violation, from postgres.js directly or wrapped by drizzle (PGlite too).
function isUniqueViolation(error: unknown): boolean {
  let e = error;
  for (let depth = 0; e && depth < 5; depth++, e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
}
