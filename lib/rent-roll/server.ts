import "server-only";

import type { DashboardDb } from "@/lib/db/database";

import { alignSchedule, type LedgerContract } from "./schedule-store";
import { vatSetting } from "./settings";

// The rent roll's server face: what other features use of it on the server.

export { recordPaymentAudited, voidPaymentAudited } from "./payment-actions";
export { statementOf } from "./statement";
/** Notice was given on a contract: it leaves the decisions due (lib/contracts/sets.ts). */
export { noticeGiven } from "./follow-ups";
export { LedgerError } from "./store";
/** The overview's money: this month's rent due and collected, the arrears by bucket. */
export { moneySummary } from "./arrears";

/**
 * Brings a contract's instalments in line with its register row, after every write of that row
 * (lib/contracts/store.ts): built, moved, cancelled or removed as schedule-store.ts says, at the
 * office's VAT setting.
 */
export function alignContractSchedule(
  db: DashboardDb,
  contract: LedgerContract,
  now: Date = new Date(),
): Promise<void> {
  return alignSchedule(db, contract, vatSetting(), now);
}

export {
  ledgerRowsOf,
  type LedgerInstalmentRow,
  type LedgerPaymentRow,
  type LedgerRows,
} from "./ledger-reads";
export { paymentForReceipt, type ReceiptLine, type ReceiptPayment } from "./receipt-store";
