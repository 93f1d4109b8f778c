import "server-only";

import { randomUUID } from "node:crypto";

import { recordAudit } from "@/lib/audit/record";
import type { SessionUser } from "@/lib/auth/session-user";
import type { DashboardDb } from "@/lib/db/database";
import { logger } from "@/lib/observability/logger";
import { todayInRiyadh } from "@/lib/rental/dates";
import {
  LedgerError,
  recordPaymentAudited,
  statementOf,
  voidPaymentAudited,
} from "@/lib/rent-roll/server";

import { planPaymentHistory, type HistoryContract } from "./history";
import type { MadeContract } from "./make";

// Records the demo contracts' payment history (history.ts) as the demo manager, through the
// rent roll's own code (lib/rent-roll/payment-actions.ts, what the payment routes run): each
// payment takes its receipt number and is allocated and audited as a person's would be, in the
// order the payments were made, so receipt numbers follow their dates. The schedules are read
// from the ledger, as the contracts' register rows built them.

export type HistoryTally = { payments: number; voided: number };

export async function recordPaymentHistory(
  db: DashboardDb,
  made: MadeContract[],
  user: SessionUser,
  now: Date,
): Promise<HistoryTally> {
  const contracts: HistoryContract[] = [];
  for (const { id, role } of made) {
    const statement = await statementOf(db, id, now);
    const instalments = (statement?.instalments ?? [])
      .filter((i) => i.status !== "cancelled")
      .map((i) => ({ seq: i.seq, dueDate: i.due_date, total: i.total }));
    contracts.push({ id, role, instalments });
  }
  const { events } = planPaymentHistory(contracts, todayInRiyadh(now));
  // Each change is its own request, as a person's would be.
  const audit = (entry: Parameters<Parameters<typeof recordPaymentAudited>[2]>[0]) =>
    recordAudit({ user, requestId: randomUUID(), ...entry });
  const paymentIds = new Map<string, number>();
  const tally: HistoryTally = { payments: 0, voided: 0 };
  for (const event of events) {
    try {
      if (event.kind === "payment") {
        const { payment } = await recordPaymentAudited(
          db,
          {
            contractId: event.contractId,
            amount: event.amount,
            paidOn: event.paidOn,
            method: event.method,
            reference: event.reference,
            idempotencyKey: event.key,
            userId: user.id,
          },
          audit,
          now,
        );
        paymentIds.set(event.key, payment.id);
        tally.payments++;
      } else {
        const paymentId = paymentIds.get(event.key);
        if (paymentId === undefined) continue;
        const input = { contractId: event.contractId, paymentId, reason: event.reason };
        await voidPaymentAudited(db, { ...input, userId: user.id }, audit, now);
        tally.voided++;
      }
    } catch (error) {
      // A contract the ledger refuses (one upstream left a draft): its payments are skipped.
      if (!(error instanceof LedgerError)) throw error;
      logger().warn({ contractId: event.contractId, code: error.code }, "demo payment refused");
    }
  }
  return tally;
}
