import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { todayInRiyadh } from "@/lib/rental/dates";

import { buildSchedule, realign, toHalalas, type VatSetting } from "./schedule";
import { rentAccounts, rentAllocations, rentInstalments } from "./tables";

// Keeps a contract's instalments in line with the register, after each write of its row
// (lib/contracts/store.ts). In one transaction, under the account's lock (as every payment):
// - a deleted draft has none: its instalments go (cancelled instead if money ever touched one);
// - a terminated contract (or one deleted upstream) keeps what fell due and cancels the unpaid
//   instalments due after today;
// - otherwise the schedule is rebuilt from the contract's terms: an instalment with money
//   allocated to it is never rewritten; the unpaid ones take the new dates and amounts.

/** The register's row as the ledger reads it: the rent in SAR, as upstream sends it. */
export type LedgerContract = {
  contractId: number;
  status: string;
  deleted: boolean;
  contractType: string;
  billingType: string;
  totalRent: number;
  startDate: string | null;
  endDate: string | null;
  duration: number;
};

export type Tx = Parameters<Parameters<DashboardDb["transaction"]>[0]>[0];

export async function alignSchedule(
  db: DashboardDb,
  contract: LedgerContract,
  vat: VatSetting,
  now: Date = new Date(),
): Promise<void> {
  const account = { ...contract, totalRent: toHalalas(contract.totalRent), updatedAt: now };
  await db.transaction(async (tx) => {
    const { contractId, ...terms } = account;
    // The upsert takes the account's row lock: payments on this contract wait for us.
    await tx
      .insert(rentAccounts)
      .values(account)
      .onConflictDoUpdate({ target: rentAccounts.contractId, set: terms });
    const existing = await instalmentsWithMoney(tx, contractId);
    const i = rentInstalments;
    const untouched = existing.filter((row) => !row.touched).map((row) => row.id);

    if (contract.deleted && contract.status === "draft") {
      if (untouched.length) await tx.delete(i).where(inArray(i.id, untouched));
      await tx.update(i).set({ status: "cancelled" }).where(eq(i.contractId, contractId));
      return;
    }
    if (contract.status === "terminated" || contract.deleted) {
      const unpaid = existing.filter((row) => row.paid === 0).map((row) => row.id);
      const today = todayInRiyadh(now);
      if (unpaid.length)
        await tx
          .update(i)
          .set({ status: "cancelled" })
          .where(and(inArray(i.id, unpaid), gt(i.dueDate, today)));
      return;
    }

    const paid = new Map(existing.filter((row) => row.paid > 0).map((row) => [row.seq, row]));
    const wanted = realign(
      buildSchedule(account, vat),
      paid,
      account.totalRent,
      contract.contractType,
      vat,
    );
    const bySeq = new Map(existing.map((row) => [row.seq, row]));
    for (const next of wanted) {
      const values = { ...next, contractId, status: "due" };
      if (bySeq.has(next.seq))
        await tx
          .update(i)
          .set(values)
          .where(eq(i.id, bySeq.get(next.seq)!.id));
      else await tx.insert(i).values(values);
    }
    // Unpaid instalments the new schedule no longer has.
    const kept = new Set(wanted.map((next) => next.seq));
    const gone = existing.filter((row) => row.paid === 0 && !kept.has(row.seq));
    const removable = gone.filter((row) => !row.touched).map((row) => row.id);
    const cancelled = gone.filter((row) => row.touched).map((row) => row.id);
    if (removable.length) await tx.delete(i).where(inArray(i.id, removable));
    if (cancelled.length)
      await tx.update(i).set({ status: "cancelled" }).where(inArray(i.id, cancelled));
  });
}

/** A contract's instalments with the money allocated to each (`touched`: ever, voids included). */
async function instalmentsWithMoney(tx: Tx, contractId: number) {
  const i = rentInstalments;
  const a = rentAllocations;
  const rows = await tx
    .select({
      id: i.id,
      seq: i.seq,
      rent: i.rent,
      paid: sql<string>`coalesce(sum(${a.amount}) filter (where ${a.reversedAt} is null), 0)`,
      touched: sql<boolean>`count(${a.id}) > 0`,
    })
    .from(i)
    .leftJoin(a, eq(a.instalmentId, i.id))
    .where(eq(i.contractId, contractId))
    .groupBy(i.id)
    .orderBy(asc(i.seq));
  return rows.map((row) => ({ ...row, paid: Number(row.paid), touched: Boolean(row.touched) }));
}
