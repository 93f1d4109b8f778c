import { desc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";

import { users } from "@/lib/auth/tables";
import type { DashboardDb } from "@/lib/db/database";
import { isStoredId } from "@/lib/rental/record-id";
import { rowsOf } from "@/lib/shared/connect";

import type { FollowUp } from "./arrears-schemas";
import type { FollowUpEntry, NoticeInput } from "./follow-up-schemas";
import { NOTICE_KIND } from "./follow-up-shape";
import { contractFollowUps } from "./tables";

// A contract's follow-ups, its timeline: WhatsApp reminders of its arrears (opened from the
// arrears list, which shows the latest) and notice given before its decision date (recorded on
// the contract's page). Recorded, never changed or deleted.

/**
 * Notice was given on the contract whose id is `contractId` (a column of the outer query): it is
 * no longer a decision due (lib/contracts/sets.ts). lib/notifications/due.ts, which this feature
 * reaches, writes the same condition in its own SQL.
 */
export function noticeGiven(contractId: SQLWrapper): SQL {
  return sql`exists (select 1 from contract_follow_ups f
    where f.contract_id = ${contractId} and f.kind = ${NOTICE_KIND})`;
}

/** Whether the register holds the contract (by name: the contracts feature imports this one). */
async function inRegister(db: DashboardDb, contractId: number): Promise<boolean> {
  if (!isStoredId(contractId)) return false;
  const known = await db.execute(
    sql`select 1 from contract_register where contract_id = ${contractId}`,
  );
  return rowsOf(known).length > 0;
}

/** Records a follow-up on a contract of the register; null when the register has no such contract. */
export async function recordFollowUp(
  db: DashboardDb,
  input: { contractId: number; kind: string; amount: number; userId: string },
  now: Date = new Date(),
): Promise<FollowUp | null> {
  if (!(await inRegister(db, input.contractId))) return null;
  const [row] = await db
    .insert(contractFollowUps)
    .values({
      contractId: input.contractId,
      kind: input.kind,
      amount: input.amount,
      method: "whatsapp",
      byUser: input.userId,
      at: now,
    })
    .returning();
  return {
    id: row!.id,
    contract_id: row!.contractId,
    kind: row!.kind,
    amount: row!.amount ?? 0,
    by: row!.byUser,
    at: row!.at.toISOString(),
  };
}

/** Records notice given on a contract of the register; null when the register has no such contract. */
export async function recordNotice(
  db: DashboardDb,
  input: NoticeInput & { contractId: number; userId: string },
  now: Date = new Date(),
): Promise<FollowUpEntry | null> {
  if (!(await inRegister(db, input.contractId))) return null;
  const [row] = await db
    .insert(contractFollowUps)
    .values({
      contractId: input.contractId,
      kind: NOTICE_KIND,
      method: input.method,
      recipient: input.recipient,
      givenOn: input.given_on,
      note: input.note || null,
      byUser: input.userId,
      at: now,
    })
    .returning({ id: contractFollowUps.id });
  const [entry] = await entriesWhere(db, eq(contractFollowUps.id, row!.id));
  return entry!;
}

/** A contract's follow-ups, newest first; null when the register has no such contract. */
export async function followUpsOf(
  db: DashboardDb,
  contractId: number,
): Promise<FollowUpEntry[] | null> {
  if (!(await inRegister(db, contractId))) return null;
  return entriesWhere(db, eq(contractFollowUps.contractId, contractId));
}

/** The entries with who made each by name (a user since removed keeps the id alone). */
async function entriesWhere(db: DashboardDb, where: SQL): Promise<FollowUpEntry[]> {
  const f = contractFollowUps;
  const rows = await db
    .select({ row: f, name: users.name })
    .from(f)
    .leftJoin(users, eq(users.id, f.byUser))
    .where(where)
    .orderBy(desc(f.at), desc(f.id));
  return rows.map(({ row, name }) => ({
    id: row.id,
    contract_id: row.contractId,
    kind: row.kind,
    amount: row.amount,
    method: row.method,
    recipient: row.recipient,
    given_on: row.givenOn,
    note: row.note,
    by: row.byUser,
    by_name: name,
    at: row.at.toISOString(),
  }));
}
