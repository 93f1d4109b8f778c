import "server-only";

import { sql, type SQL } from "drizzle-orm";

import { can, type Role } from "@/lib/auth/permissions";
import type { DashboardDb } from "@/lib/db/database";
import { addDays } from "@/lib/rental/contract-period";
import { rowsOf } from "@/lib/shared/connect";

import { CONTRACT_COLUMNS, contractOf, type ContractRow } from "./contract-details";
import { KIND_PERMISSIONS, TIME_KINDS, type NotificationDetails } from "./kinds";
import type { PersonSettings } from "./settings";

// What needs a person now: the one computation of the time-based items, for a person and a
// Riyadh day. The daily sweep (sweep.ts) and the dashboard's first open of a day store what it
// answers as notifications; the morning digest (to come) will read the same list for its email.
//
// The register's and the ledger's rules, as their own pages apply them (contracts/sets.ts,
// rent-roll/arrears.ts), written here in SQL because those features reach this one (a voided
// payment, a finished sync) and a feature may not be reached back around a loop:
// - notice deadline: a contract still to decide (not deleted, draft or active, not ended, not
//   renewed, no notice given on it) whose decision date falls within the person's N days, today
//   included;
// - instalment overdue: a contract (not a draft) with an instalment due before today, not
//   cancelled, not fully paid; one item per contract and oldest overdue instalment, so a new
//   item comes when an arrears begins again after it was paid, not every day it lasts;
// - contract ending: a contract (not deleted) ending within the person's N days, today included.

export type DueItem = {
  kind: (typeof TIME_KINDS)[number];
  subjectType: "contract";
  subjectId: string;
  dedupeKey: string;
  details: NotificationDetails;
  /** The day it is about, for "most urgent first" (a digest's order). */
  date: string;
};

async function select<T>(db: DashboardDb, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

async function noticeDeadlines(db: DashboardDb, today: string, days: number): Promise<DueItem[]> {
  const rows = await select<ContractRow & { decision_date: string; end_date: string }>(
    db,
    sql`select ${CONTRACT_COLUMNS}, r.decision_date::text as decision_date,
        r.end_date::text as end_date
      from contract_register r
      where not r.deleted and r.status in ('draft', 'active') and r.renewed_as is null
        and r.end_date >= ${today}::date
        and r.decision_date between ${today}::date and ${addDays(today, days)}::date
        and not exists (select 1 from contract_follow_ups f
          where f.contract_id = r.contract_id and f.kind = 'notice_given')`,
  );
  return rows.map((row) => ({
    kind: "notice_deadline",
    subjectType: "contract",
    subjectId: String(row.contract_id),
    dedupeKey: `notice:${row.contract_id}:${row.decision_date}`,
    details: {
      kind: "notice_deadline",
      ...contractOf(row),
      decisionDate: row.decision_date,
      endDate: row.end_date,
    },
    date: row.decision_date,
  }));
}

async function overdue(db: DashboardDb, today: string): Promise<DueItem[]> {
  const rows = await select<
    ContractRow & { instalment_id: number; due_date: string; amount: string }
  >(
    db,
    sql`select distinct on (i.contract_id) ${CONTRACT_COLUMNS}, i.id as instalment_id,
        i.due_date::text as due_date,
        (sum(i.total - i.paid) over (partition by i.contract_id))::text as amount
      from rent_instalments i
      join rent_accounts acc on acc.contract_id = i.contract_id
      join contract_register r on r.contract_id = i.contract_id
      where i.status = 'due' and i.paid < i.total and i.due_date < ${today}::date
        and acc.status <> 'draft'
      order by i.contract_id, i.due_date, i.seq`,
  );
  return rows.map((row) => ({
    kind: "instalment_overdue",
    subjectType: "contract",
    subjectId: String(row.contract_id),
    dedupeKey: `overdue:${row.instalment_id}`,
    details: {
      kind: "instalment_overdue",
      ...contractOf(row),
      dueDate: row.due_date,
      amount: Number(row.amount),
    },
    date: row.due_date,
  }));
}

async function ending(db: DashboardDb, today: string, days: number): Promise<DueItem[]> {
  const rows = await select<ContractRow & { end_date: string }>(
    db,
    sql`select ${CONTRACT_COLUMNS}, r.end_date::text as end_date
      from contract_register r
      where not r.deleted
        and r.end_date between ${today}::date and ${addDays(today, days)}::date`,
  );
  return rows.map((row) => ({
    kind: "contract_ending",
    subjectType: "contract",
    subjectId: String(row.contract_id),
    dedupeKey: `ending:${row.contract_id}:${row.end_date}`,
    details: { kind: "contract_ending", ...contractOf(row), endDate: row.end_date },
    date: row.end_date,
  }));
}

/** The kinds of time-based item this person gets: their role may act on it, they did not turn it off. */
export function timeKindsFor(role: Role, settings: PersonSettings) {
  return TIME_KINDS.filter(
    (kind) => can(role, KIND_PERMISSIONS[kind]) && !settings.disabledKinds.includes(kind),
  );
}

/** Answers of one day's queries by kind and threshold, shared by the people of one sweep. */
export type DueMemo = Map<string, Promise<DueItem[]>>;

/**
 * What needs this person on `today` (Riyadh), most urgent (earliest date) first. `memo` shares
 * the answers between people of one sweep with the same thresholds (one query each, not one per
 * person).
 */
export async function dueFor(
  db: DashboardDb,
  person: { role: Role; settings: PersonSettings },
  today: string,
  memo: DueMemo = new Map(),
): Promise<DueItem[]> {
  const { settings } = person;
  const kinds = timeKindsFor(person.role, settings);
  const once = (key: string, read: () => Promise<DueItem[]>) => {
    const at = `${today}:${key}`;
    if (!memo.has(at)) memo.set(at, read());
    return memo.get(at)!;
  };
  const parts = await Promise.all([
    kinds.includes("notice_deadline")
      ? once(`notice:${settings.noticeDays}`, () => noticeDeadlines(db, today, settings.noticeDays))
      : [],
    kinds.includes("instalment_overdue") ? once("overdue", () => overdue(db, today)) : [],
    kinds.includes("contract_ending")
      ? once(`ending:${settings.endingDays}`, () => ending(db, today, settings.endingDays))
      : [],
  ]);
  return parts.flat().sort((a, b) => a.date.localeCompare(b.date));
}
