import { count, eq, sql } from "drizzle-orm";

import type { AuditAction } from "@/lib/audit/actions";
import { insertAudit } from "@/lib/audit/store";
import type { SessionUser } from "@/lib/auth/session-user";
import type { DashboardDb } from "@/lib/db/database";
import { auditLog } from "@/lib/audit/tables";
import { contractRegister } from "@/lib/contracts/tables";

// The demo register is made once per database: on the first start, not after a restart, and by
// one instance when several start together. The audit log remembers it (no table of its own):
// whoever makes it first writes its `demo.register` row, under a transaction-scoped advisory
// lock, so a second instance waits, then finds the row. A register that already holds contracts
// (a demo used before this existed) is not a fresh demo: nothing is added to it.

/** pg_advisory_xact_lock key of the claim (4010: the rental service's seed; 4011: backfills). */
const LOCK = 4012;
export const DEMO_REGISTER_ACTION = "demo.register" satisfies AuditAction;

export type Claim = "claimed" | "done" | "register-in-use";

/** Whether the demo register was made (or is being made) in this database. */
export async function demoRegisterClaimed(db: DashboardDb): Promise<boolean> {
  const rows = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.action, DEMO_REGISTER_ACTION))
    .limit(1);
  return rows.length > 0;
}

/** Takes the making of the demo register for `user`, or says why not. */
export async function claimDemoRegister(
  db: DashboardDb,
  claim: { user: SessionUser; requestId: string; planned: number },
): Promise<Claim> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
    const own = tx as unknown as DashboardDb; // the same queries, inside the transaction
    if (await demoRegisterClaimed(own)) return "done";
    const [register] = await tx.select({ n: count() }).from(contractRegister);
    if ((register?.n ?? 0) > 0) return "register-in-use";
    await insertAudit(own, {
      userId: claim.user.id,
      userEmail: claim.user.email,
      role: claim.user.role,
      action: DEMO_REGISTER_ACTION,
      targetType: "list",
      targetId: "contracts",
      // Accepted: the contracts follow, each audited as a person's change would be.
      status: 202,
      requestId: claim.requestId,
      details: { planned: claim.planned },
    });
    return "claimed";
  });
}
