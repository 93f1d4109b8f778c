import "server-only";

import { and, eq, inArray, ne, sql } from "drizzle-orm";

import { ROLES, can } from "@/lib/auth/permissions";
import { users } from "@/lib/auth/tables";
import type { DashboardDb } from "@/lib/db/database";
import { rowsOf } from "@/lib/shared/connect";

import { publish, type Hub } from "./hub";
import { CONTRACT_COLUMNS, contractOf, type ContractRow } from "./contract-details";
import { KIND_PERMISSIONS, type NotificationKind } from "./kinds";
import { addNotifications, type NewNotification } from "./store";
import { notificationSettings as s } from "./tables";

// Items made where something happens: a bulk deed sync run or an export ends (for whoever
// started it), a payment is voided (for every manager and admin but the one who voided it).
// Each goes to the people whose role may act on its kind and who have not turned it off.

/** Of these people (or everyone when `only` is absent), those who get `kind`. */
async function recipients(
  db: DashboardDb,
  kind: NotificationKind,
  filter: { only?: readonly string[]; except?: string },
): Promise<string[]> {
  const roles = ROLES.filter((role) => can(role, KIND_PERMISSIONS[kind]));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(s, eq(s.userId, users.id))
    .where(
      and(
        eq(users.disabled, false),
        inArray(users.role, roles),
        filter.only ? inArray(users.id, [...filter.only]) : undefined,
        filter.except ? ne(users.id, filter.except) : undefined,
        sql`not (${kind} = any(coalesce(${s.disabledKinds}, '{}'::text[])))`,
      ),
    );
  return rows.map((r) => r.id);
}

async function send(
  db: DashboardDb,
  hub: Hub,
  kind: NotificationKind,
  filter: { only?: readonly string[]; except?: string },
  item: NewNotification,
) {
  const people = await recipients(db, kind, filter);
  if (!people.length) return 0;
  const added = await addNotifications(db, people, [item]);
  if (added) await publish(db, hub, people);
  return added;
}

export type SyncRunEnd = { id: string; requestedBy: string; scope: string };

/** A bulk deed sync run is done or failed: its requester is told. */
export function syncRunEnded(
  db: DashboardDb,
  hub: Hub,
  run: SyncRunEnd,
  outcome: "done" | "failed",
) {
  return send(
    db,
    hub,
    "deed_sync",
    { only: [run.requestedBy] },
    {
      kind: "deed_sync",
      subjectType: "sync-run",
      subjectId: run.id,
      dedupeKey: `sync:${run.id}`,
      details: { kind: "deed_sync", runId: run.id, outcome, scope: run.scope },
    },
  );
}

export type ExportEnd = {
  userId: string;
  /** The export's request id: one export, one item. */
  requestId: string;
  list: string;
  format: string;
  rows: number;
  outcome: "done" | "failed";
};

/** An export finished or failed: the person who started it is told. */
export function exportEnded(db: DashboardDb, hub: Hub, end: ExportEnd) {
  return send(
    db,
    hub,
    "export",
    { only: [end.userId] },
    {
      kind: "export",
      subjectType: "export",
      subjectId: end.requestId,
      dedupeKey: `export:${end.requestId}`,
      details: {
        kind: "export",
        list: end.list,
        format: end.format,
        rows: end.rows,
        outcome: end.outcome,
      },
    },
  );
}

export type VoidedPayment = {
  contractId: number;
  paymentId: number;
  amount: number;
  receipt: string;
  reason: string;
  /** Who voided it (not told: they know). */
  byUserId: string;
};

/** A payment was voided: every manager and admin but its voider is told, with the contract's names. */
export async function paymentVoided(db: DashboardDb, hub: Hub, payment: VoidedPayment) {
  const [row] = rowsOf<ContractRow>(
    await db.execute(
      sql`select ${CONTRACT_COLUMNS} from contract_register r
        where r.contract_id = ${payment.contractId}`,
    ),
  );
  const [by] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, payment.byUserId));
  const contract = row
    ? contractOf(row)
    : { contractId: payment.contractId, unit: null, unitId: "", tenant: null };
  return send(
    db,
    hub,
    "payment_voided",
    { except: payment.byUserId },
    {
      kind: "payment_voided",
      subjectType: "payment",
      subjectId: String(payment.paymentId),
      dedupeKey: `void:${payment.paymentId}`,
      details: {
        kind: "payment_voided",
        ...contract,
        paymentId: payment.paymentId,
        amount: payment.amount,
        receipt: payment.receipt,
        reason: payment.reason,
        by: by?.name ?? "",
      },
    },
  );
}
