import { sql, type SQL } from "drizzle-orm";

import { users } from "@/lib/auth/tables";
import type { DashboardDb } from "@/lib/db/database";
import { listBody } from "@/lib/http/responses";
import { todayInRiyadh } from "@/lib/rental/dates";
import { rowsOf } from "@/lib/shared/connect";

import type { ArrearsRow } from "./arrears-schemas";
import type { DueList, DueRow, MonthTotals, PaymentList, PaymentRow } from "./collections-schemas";
import { COLLECTIONS_PAGE_SIZE, monthOfDay, monthRange } from "./collections-shape";
import { tenantOf } from "./register-names";
import { instalmentStatus } from "./statement";

// A month's rent: what fell due in it and what was collected in it, the figures of the
// overview's money cards and the two lists behind them (/collections). One definition each, used
// by both, so a card and its list cannot disagree:
//
// - Due in the month: every instalment whose due date is in the (Gregorian, Riyadh-day) month,
//   rent and VAT, not cancelled, of a contract that is not a draft (a draft is not yet a lease:
//   the ledger refuses payments on one). A terminated contract stays: its instalments after the
//   termination were cancelled, and what fell due before is still owed.
// - Collected in the month: every payment dated in the month (its `paid_on`, the day the tenant
//   paid), voided ones left out (the contract's statement keeps them, with their reason).
//
// Each list is two queries, whatever its length: its page (with names) and the month's totals.

/**
 * The instalments due in `month` (YYYY-MM), as `i` joined to its account `acc`; `joins` adds
 * tables that name a row without changing which rows there are (left joins on a key).
 */
function dueInMonth(month: string, joins: SQL = sql``): SQL {
  const { start, next } = monthRange(month);
  return sql`rent_instalments i join rent_accounts acc on acc.contract_id = i.contract_id
    ${joins}
    where i.due_date >= ${start}::date and i.due_date < ${next}::date
      and i.status = 'due' and acc.status <> 'draft'`;
}

/** The payments collected in `month` (YYYY-MM), as `p`; `joins` as for dueInMonth. */
function collectedInMonth(month: string, joins: SQL = sql``): SQL {
  const { start, next } = monthRange(month);
  return sql`rent_payments p ${joins}
    where p.voided_at is null and p.paid_on >= ${start}::date and p.paid_on < ${next}::date`;
}

/**
 * The collection rate in basis points (10,000 = 100 %): what was collected in the month against
 * what fell due in it, rounded down. Collections include arrears paid late, so it may pass
 * 100 %; with nothing due there is no rate (null), never a division by zero.
 */
export function collectionRate(collected: number, due: number): number | null {
  if (due <= 0) return null;
  return Number((BigInt(collected) * 10_000n) / BigInt(due));
}

/** The month's figures (one query): due and collected, in halalas, how many of each, the rate. */
export async function monthTotals(
  db: DashboardDb,
  month: string,
  now: Date = new Date(),
): Promise<MonthTotals> {
  const result = await db.execute(sql`select d.due, d.instalments, c.collected, c.payments
    from (select coalesce(sum(i.total), 0) as due, count(*) as instalments
        from ${dueInMonth(month)}) d,
      (select coalesce(sum(p.amount), 0) as collected, count(*) as payments
        from ${collectedInMonth(month)}) c`);
  type Row = Record<"due" | "instalments" | "collected" | "payments", number | string>;
  const [row] = rowsOf<Row>(result);
  const due = Number(row?.due ?? 0);
  const collected = Number(row?.collected ?? 0);
  return {
    month,
    today: todayInRiyadh(now),
    due,
    instalments: Number(row?.instalments ?? 0),
    collected,
    payments: Number(row?.payments ?? 0),
    rate: collectionRate(collected, due),
  };
}

/** A row's contract's register row (`r`: names, unit, property), by the contract id `on`. */
const register = (on: SQL) => sql`left join contract_register r on r.contract_id = ${on}`;

type Place = {
  contract_id: number;
  unit_id: string | null;
  known_unit: ArrearsRow["known_unit"];
  parties: { role: string; id: number }[] | null;
  known_parties: Record<
    string,
    { full_name: string; id_number: string; phone_number: string }
  > | null;
};

function placeOf(row: Place) {
  const tenant = tenantOf(row);
  return {
    contract_id: row.contract_id,
    unit_id: row.unit_id,
    known_unit: row.known_unit ?? null,
    tenant: tenant ? { id: tenant.id, full_name: tenant.full_name } : null,
  };
}

export type MonthPage = { month?: string; page: number; pageSize?: number };

function pageOf({ page, pageSize = COLLECTIONS_PAGE_SIZE }: MonthPage) {
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** A page of the instalments due in the month, by due date, with the month's totals. */
export async function dueListPage(
  db: DashboardDb,
  query: MonthPage,
  now: Date = new Date(),
): Promise<DueList> {
  const today = todayInRiyadh(now);
  const month = query.month ?? monthOfDay(today);
  const { page, pageSize, offset } = pageOf(query);
  type Row = Place & {
    instalment_id: number;
    seq: number;
    due_date: string;
    total: number | string;
    paid: number | string;
  };
  const [result, totals] = await Promise.all([
    db.execute(sql`select i.id as instalment_id, i.seq, i.due_date::text as due_date, i.total,
        i.paid, acc.contract_id, r.unit_id, r.known_unit, r.parties, r.known_parties
      from ${dueInMonth(month, register(sql`i.contract_id`))}
      order by i.due_date asc, i.contract_id asc, i.seq asc
      limit ${pageSize} offset ${offset}`),
    monthTotals(db, month, now),
  ]);
  const rows = rowsOf<Row>(result).map((row): DueRow => {
    const total = Number(row.total);
    const paid = Number(row.paid);
    return {
      ...placeOf(row),
      instalment_id: row.instalment_id,
      seq: row.seq,
      due_date: row.due_date,
      total,
      paid,
      outstanding: Math.max(0, total - paid),
      status: instalmentStatus({ due_date: row.due_date, total, paid }, totals.today),
    };
  });
  const body = listBody(rows, { page, pageSize, total: totals.instalments });
  return { data: body.data, meta: { ...body.meta, totals } };
}

/** A page of the payments collected in the month, by date, with the month's totals. */
export async function paymentListPage(
  db: DashboardDb,
  query: MonthPage,
  now: Date = new Date(),
): Promise<PaymentList> {
  const today = todayInRiyadh(now);
  const month = query.month ?? monthOfDay(today);
  const { page, pageSize, offset } = pageOf(query);
  type Row = Place & {
    id: number;
    paid_on: string;
    amount: number | string;
    method: string;
    reference: string | null;
    receipt_year: number;
    receipt_number: number;
    recorded_by: string;
    recorded_by_name: string | null;
  };
  // The payments keep the user's id; a person reads a name (as the contract's statement does).
  const joins = sql`${register(sql`p.contract_id`)}
    left join ${users} on ${users.id} = p.recorded_by`;
  const [result, totals] = await Promise.all([
    db.execute(sql`select p.id, p.contract_id, p.paid_on::text as paid_on, p.amount, p.method,
        p.reference, p.receipt_year, p.receipt_number, p.recorded_by,
        ${users.name} as recorded_by_name,
        r.unit_id, r.known_unit, r.parties, r.known_parties
      from ${collectedInMonth(month, joins)}
      order by p.paid_on asc, p.id asc
      limit ${pageSize} offset ${offset}`),
    monthTotals(db, month, now),
  ]);
  const rows = rowsOf<Row>(result).map((row): PaymentRow => ({
    ...placeOf(row),
    id: row.id,
    paid_on: row.paid_on,
    amount: Number(row.amount),
    method: row.method,
    reference: row.reference,
    receipt_year: row.receipt_year,
    receipt_number: row.receipt_number,
    recorded_by: row.recorded_by,
    recorded_by_name: row.recorded_by_name,
  }));
  const body = listBody(rows, { page, pageSize, total: totals.payments });
  return { data: body.data, meta: { ...body.meta, totals } };
}
