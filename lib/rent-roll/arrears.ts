import { sql, type SQL } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { listBody } from "@/lib/http/responses";
import { todayInRiyadh } from "@/lib/rental/dates";
import { isStoredId } from "@/lib/rental/record-id";
import { rowsOf } from "@/lib/shared/connect";

import {
  ARREARS_BUCKETS,
  ARREARS_PAGE_SIZE,
  type ArrearsBucket,
  type ArrearsFilters,
  type ArrearsList,
  type ArrearsPage,
  type ArrearsRow,
  type BucketTotals,
  type MoneySummary,
} from "./arrears-schemas";
import { monthOf } from "./arrears-shape";
import { collectionRate, monthTotals } from "./collections";
import { tenantOf } from "./register-names";

// Arrears: what tenants owe on instalments whose due date has passed, one row per contract.
//
// An instalment is overdue when its due date is before today in Riyadh, it is not cancelled,
// its live allocations (rent_instalments.paid: voids taken back) are less than its total, and
// its contract is not a draft (a draft is not yet a lease: the ledger refuses payments on one,
// so nothing on it is owed). A terminated contract (the register flags it deleted) stays: its
// future instalments were cancelled, and what fell due before is still owed. A row's amount is the unpaid part of all of its
// contract's overdue instalments; its days late are those of its OLDEST overdue instalment, and
// that decides its ageing bucket: 1–30, 31–60, 61–90 or over 90 days. So a contract 95 days
// behind on one instalment and 5 on the next is one row, "over 90", with both amounts.
//
// Two queries, whatever the number of rows: the page (with names) and the totals, both from
// the open-instalment index (tables.ts), aggregated in SQL. Bucket totals are over the
// property and region filters (each bucket is a link that picks it); `total` is the rows'
// whole set under every filter, the bucket's included, so it equals the sum of all its rows.

/** Days late of the oldest overdue instalment → its bucket (the rule above). */
export function bucketOf(daysLate: number): ArrearsBucket {
  if (daysLate <= 30) return "1_30";
  if (daysLate <= 60) return "31_60";
  if (daysLate <= 90) return "61_90";
  return "over_90";
}

const BUCKET_SQL = (daysLate: SQL) =>
  sql`case when ${daysLate} <= 30 then '1_30' when ${daysLate} <= 60 then '31_60'
    when ${daysLate} <= 90 then '61_90' else 'over_90' end`;

/**
 * Overdue contracts before the page's own filters: contract id, oldest due date, days late,
 * bucket, instalments and amount. `extra` narrows the register's rows (property, region).
 */
function overdueContracts(today: string, extra: SQL | undefined): SQL {
  const daysLate = sql`(${today}::date - min(i.due_date))`;
  return sql`select i.contract_id, min(i.due_date)::text as oldest_due,
      ${daysLate}::integer as days_late, ${BUCKET_SQL(daysLate)} as bucket,
      count(*)::integer as instalments, sum(i.total - i.paid)::bigint as amount
    from rent_instalments i
    join rent_accounts acc on acc.contract_id = i.contract_id
    ${extra ? sql`join contract_register r on r.contract_id = i.contract_id` : sql``}
    where i.status = 'due' and i.paid < i.total and i.due_date < ${today}::date
      and acc.status <> 'draft'
      ${extra ? sql`and ${extra}` : sql``}
    group by i.contract_id`;
}

function registerFilter(filters: ArrearsFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.property) parts.push(sql`(r.known_unit ->> 'document_number') = ${filters.property}`);
  // A region id beyond the integer columns names no region (lib/rental/record-id.ts).
  if (filters.region !== undefined)
    parts.push(
      isStoredId(filters.region)
        ? sql`(r.known_unit ->> 'region_id')::integer = ${filters.region}`
        : sql`false`,
    );
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

type TotalsRow = { bucket: ArrearsBucket; contracts: number | string; amount: number | string };

function bucketTotals(rows: TotalsRow[]): BucketTotals {
  const buckets = Object.fromEntries(
    ARREARS_BUCKETS.map((b) => [b, { contracts: 0, amount: 0 }]),
  ) as BucketTotals;
  for (const row of rows)
    buckets[row.bucket] = { contracts: Number(row.contracts), amount: Number(row.amount) };
  return buckets;
}

async function totalsBy(db: DashboardDb, today: string, extra: SQL | undefined) {
  const result =
    await db.execute(sql`select o.bucket, count(*) as contracts, sum(o.amount) as amount
    from (${overdueContracts(today, extra)}) o group by o.bucket`);
  return bucketTotals(rowsOf<TotalsRow>(result));
}

type PageRow = {
  contract_id: number;
  oldest_due: string;
  days_late: number;
  bucket: ArrearsBucket;
  instalments: number;
  amount: number | string;
  unit_id: string;
  status: string;
  parties: { role: string; id: number }[];
  known_parties: Record<string, { full_name: string; id_number: string; phone_number: string }>;
  known_unit: ArrearsRow["known_unit"];
  reminded_at: string | Date | null;
};

/** One page (50 rows) of the arrears, most overdue first, with the totals of the filtered set. */
export async function arrearsPage(
  db: DashboardDb,
  filters: ArrearsFilters,
  page: number | { page: number; pageSize?: number },
  now: Date = new Date(),
): Promise<ArrearsPage> {
  const { page: pageNumber, pageSize = ARREARS_PAGE_SIZE } =
    typeof page === "number" ? { page } : page;
  const today = todayInRiyadh(now);
  const extra = registerFilter(filters);
  const bucket = filters.bucket ? sql`and o.bucket = ${filters.bucket}` : sql``;
  const [pageResult, buckets] = await Promise.all([
    // The page's contracts first, then their names and last reminder: 50 rows, not all.
    db.execute(sql`with page as (
        select o.* from (${overdueContracts(today, extra)}) o
        where true ${bucket}
        order by o.oldest_due asc, o.amount desc, o.contract_id asc
        limit ${pageSize} offset ${(pageNumber - 1) * pageSize}
      )
      select page.*, r.unit_id, r.status, r.parties, r.known_parties, r.known_unit,
        (select max(f.at) from contract_follow_ups f
          where f.contract_id = page.contract_id and f.kind = 'whatsapp_reminder') as reminded_at
      from page join contract_register r on r.contract_id = page.contract_id
      order by page.oldest_due asc, page.amount desc, page.contract_id asc`),
    totalsBy(db, today, extra),
  ]);
  const listed = filters.bucket ? [buckets[filters.bucket]] : Object.values(buckets);
  const total = {
    contracts: listed.reduce((n, b) => n + b.contracts, 0),
    amount: listed.reduce((n, b) => n + b.amount, 0),
  };
  const rows = rowsOf<PageRow>(pageResult).map((row): ArrearsRow => ({
    contract_id: row.contract_id,
    contract_status: row.status,
    tenant: tenantOf(row),
    unit_id: row.unit_id,
    known_unit: row.known_unit ?? null,
    instalments: row.instalments,
    amount: Number(row.amount),
    oldest_due: row.oldest_due,
    days_late: row.days_late,
    bucket: row.bucket,
    reminded_at: row.reminded_at ? new Date(row.reminded_at).toISOString() : null,
  }));
  return {
    rows,
    today,
    buckets,
    total,
    page: pageNumber,
    pageSize,
  };
}

/** A page as GET /api/rent-roll/arrears answers it: the rows, the pagination and the totals. */
export function arrearsListBody(result: ArrearsPage): ArrearsList {
  const { page, pageSize, total } = result;
  const body = listBody(result.rows, { page, pageSize, total: total.contracts });
  return {
    data: body.data,
    meta: { ...body.meta, today: result.today, buckets: result.buckets, total },
  };
}

export { collectionRate, monthOf };

/**
 * The overview's money, in halalas, for the current Riyadh (Gregorian) month: what falls due in
 * it and what was collected, with the rate, as collections.ts defines them (its lists are the
 * cards' links), and the arrears by bucket.
 */
export async function moneySummary(db: DashboardDb, now: Date = new Date()): Promise<MoneySummary> {
  const today = todayInRiyadh(now);
  const month = monthOf(today).start.slice(0, 7);
  // The month's figures as /collections lists them (collections.ts): one definition.
  const [sums, buckets] = await Promise.all([
    monthTotals(db, month, now),
    totalsBy(db, today, undefined),
  ]);
  const values = Object.values(buckets);
  return {
    today,
    month,
    dueThisMonth: sums.due,
    collectedThisMonth: sums.collected,
    collectionRate: sums.rate,
    arrears: {
      buckets,
      contracts: values.reduce((n, b) => n + b.contracts, 0),
      amount: values.reduce((n, b) => n + b.amount, 0),
    },
  };
}
