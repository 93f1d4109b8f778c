import { sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { isStoredId } from "@/lib/rental/record-id";
import { rowsOf } from "@/lib/shared/connect";

import type { FollowUp } from "./arrears-schemas";
import { contractFollowUps } from "./tables";

// A contract's follow-ups of its arrears (a WhatsApp reminder opened for its tenant): recorded,
// never changed or deleted. The arrears list shows the latest (arrears.ts).

/** Records a follow-up on a contract of the register; null when the register has no such contract. */
export async function recordFollowUp(
  db: DashboardDb,
  input: { contractId: number; kind: string; amount: number; userId: string },
  now: Date = new Date(),
): Promise<FollowUp | null> {
  if (!isStoredId(input.contractId)) return null;
  // The register's table by name: the contracts feature imports this one (its schedule), not
  // the other way round.
  const known = await db.execute(
    sql`select 1 from contract_register where contract_id = ${input.contractId}`,
  );
  if (rowsOf(known).length === 0) return null;
  const [row] = await db
    .insert(contractFollowUps)
    .values({
      contractId: input.contractId,
      kind: input.kind,
      amount: input.amount,
      byUser: input.userId,
      at: now,
    })
    .returning();
  return {
    id: row!.id,
    contract_id: row!.contractId,
    kind: row!.kind,
    amount: row!.amount,
    by: row!.byUser,
    at: row!.at.toISOString(),
  };
}
