import type { StatementInstalment } from "./schemas";

// What a payment or a termination would do to a contract's statement, worked out in the browser
// before the person confirms, by the store's own rules: a payment goes to the instalments that
// are neither cancelled nor fully paid, oldest due date first (lib/rent-roll/store.ts, allocate),
// and what is left over stays as credit; a termination cancels the instalments due after today
// that no money has gone to, and keeps the rest (lib/rent-roll/schedule-store.ts). Halalas.

type Row = Pick<StatementInstalment, "seq" | "due_date" | "total" | "paid" | "status">;

/** The instalments a payment would go to, in the order it would. */
export function openInstalments<T extends Row>(rows: readonly T[]): T[] {
  return rows
    .filter((row) => row.status !== "cancelled" && row.total > row.paid)
    .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.seq - b.seq);
}

/**
 * The amount due now: what is unpaid on the instalments due by today; when none is, the next
 * instalment's remainder; nothing when the whole term is paid.
 */
export function amountDueNow(rows: readonly Row[], today: string): number {
  const open = openInstalments(rows);
  const due = open.filter((row) => row.due_date <= today);
  if (due.length > 0) return due.reduce((sum, row) => sum + row.total - row.paid, 0);
  const next = open[0];
  return next ? next.total - next.paid : 0;
}

export type SettledPart = {
  seq: number;
  due_date: string;
  /** What this payment would put on the instalment. */
  amount: number;
  /** What the instalment still lacked before it. */
  owed: number;
};

/** What a payment of `amount` would settle, instalment by instalment, and the credit left over. */
export function settlement(
  rows: readonly Row[],
  amount: number,
): { parts: SettledPart[]; credit: number } {
  let left = amount;
  const parts: SettledPart[] = [];
  for (const row of openInstalments(rows)) {
    if (left === 0) break;
    const owed = row.total - row.paid;
    const put = Math.min(owed, left);
    parts.push({ seq: row.seq, due_date: row.due_date, amount: put, owed });
    left -= put;
  }
  return { parts, credit: left };
}

/**
 * What terminating the contract today would do: the instalments it cancels (due after today, no
 * money on them) and what would remain owed (unpaid on every instalment it keeps).
 */
export function terminationEffect(rows: readonly Row[], today: string) {
  const live = rows.filter((row) => row.status !== "cancelled");
  const cancelled = live.filter((row) => row.due_date > today && row.paid === 0);
  const kept = live.filter((row) => !cancelled.includes(row));
  return {
    cancelledCount: cancelled.length,
    cancelledAmount: cancelled.reduce((sum, row) => sum + row.total, 0),
    owed: kept.reduce((sum, row) => sum + row.total - row.paid, 0),
  };
}
