import type { DashboardDb } from "@/lib/db/database";

import type { StatementPayment } from "./schemas";
import { paymentAnswer } from "./statement";
import { recordPayment, voidPayment, type NewPayment } from "./store";

// Recording and voiding a payment as a person does it, whoever asks: the route handlers
// (handlers.ts), the demo's payment history (lib/contracts/demo) and the bench (bench/ledger.ts)
// run this same code. The ledger's transaction (store.ts: lock, receipt number, allocation),
// then the audit row on the contract and the managers' notification (lib/notifications) (the payment's id, amount in halalas and receipt number; a
// replayed request is not audited twice), then the payment as the API answers it. How the audit
// row is written is the caller's: a route's never fails the person's request (lib/audit/record.ts).

/** An audit row of the contract, for the caller to write with its user and request id. */
export type PaymentAuditEntry = {
  action: "payment.record" | "payment.void";
  targetType: "contract";
  targetId: string;
  status: number;
  details: Record<string, unknown>;
};
export type WritePaymentAudit = (entry: PaymentAuditEntry) => Promise<void>;

export async function recordPaymentAudited(
  db: DashboardDb,
  input: NewPayment,
  audit: WritePaymentAudit,
  now: Date = new Date(),
): Promise<{ payment: StatementPayment; replayed: boolean }> {
  const { payment, replayed } = await recordPayment(db, input, now);
  if (!replayed)
    await audit({
      action: "payment.record",
      targetType: "contract",
      targetId: String(input.contractId),
      status: 201,
      details: {
        payment_id: payment.id,
        amount: payment.amount,
        method: payment.method,
        receipt: `${payment.receiptYear}-${payment.receiptNumber}`,
      },
    });
  return { payment: await paymentAnswer(db, payment.id), replayed };
}

export async function voidPaymentAudited(
  db: DashboardDb,
  input: { contractId: number; paymentId: number; reason: string; userId: string },
  audit: WritePaymentAudit,
  now: Date = new Date(),
): Promise<StatementPayment> {
  const payment = await voidPayment(db, input, now);
  await audit({
    action: "payment.void",
    targetType: "contract",
    targetId: String(input.contractId),
    status: 200,
    details: { payment_id: payment.id, amount: payment.amount, reason: input.reason },
  });
  // Loaded here, not at the top: the bench records payments through this module in a plain
  // Node process, where the notifications' server-only modules may not load.
  const { notifyPaymentVoided } = await import("@/lib/notifications/server");
  await notifyPaymentVoided(db, {
    contractId: input.contractId,
    paymentId: payment.id,
    amount: payment.amount,
    receipt: `${payment.receiptYear}-${payment.receiptNumber}`,
    reason: input.reason,
    byUserId: input.userId,
  });
  return paymentAnswer(db, payment.id);
}
