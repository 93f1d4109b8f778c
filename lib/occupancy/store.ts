import { sql, type SQL } from "drizzle-orm";

import { contractRegister as c } from "@/lib/contracts/server";
import type { DashboardDb } from "@/lib/db/database";
import { isStoredId } from "@/lib/rental/record-id";
import { rowsOf } from "@/lib/shared/connect";

import type { OccupancyCounts, OccupancyStatus, UnitOccupancy, VacantQuery } from "./schemas";
import { unitIndex as u } from "./tables";

// Occupancy is SQL over the units index (tables.ts) and the contract register, for Riyadh's
// `today` (YYYY-MM-DD). A unit not gone from the index is:
// - leased: an `active` register contract, not deleted, covers today (start ≤ today ≤ end);
// - reserved, if not leased: a `draft` (not deleted, not ended), or an `active` contract whose
//   start is after today;
// - vacant otherwise: since the day after its last contract's end, or, for a terminated or
//   deleted (active, so terminated upstream) contract, since the day it was terminated here
//   (the register row's last change, Riyadh's day) when that came first; a unit with no
//   contract in the register is "never let here", vacant since the day it was first seen.
// A deleted draft is ignored: upstream removed it. Days vacant: today minus vacant-since.

/** One row per unit of the index matching `where`, with its status and vacancy. */
function occupancySql(today: string, where: SQL[]): SQL {
  const d = sql`${today}::date`;
  const terminatedDay = sql`((${c.updatedAt} at time zone 'UTC') + interval '3 hours')::date`;
  const filters = sql.join([sql`${u.goneAt} is null`, ...where], sql` and `);
  return sql`
    with per_unit as (
      select
        ${u.unitId} as unit_id, ${u.unitNumber} as unit_number, ${u.unitType} as unit_type,
        ${u.propertyId} as property_id, ${u.documentNumber} as document_number,
        ${u.propertyName} as property_name, ${u.regionId} as region_id, ${u.cityId} as city_id,
        ((${u.firstSeenAt} at time zone 'UTC') + interval '3 hours')::date as first_seen,
        coalesce(bool_or(
          ${c.status} = 'active' and not ${c.deleted}
          and (${c.startDate} is null or ${c.startDate} <= ${d})
          and (${c.endDate} is null or ${c.endDate} >= ${d})
        ), false) as leased,
        coalesce(bool_or(
          not ${c.deleted} and (
            (${c.status} = 'draft' and (${c.endDate} is null or ${c.endDate} >= ${d}))
            or (${c.status} = 'active' and ${c.startDate} > ${d})
          )
        ), false) as reserved,
        max(case
          when ${c.status} = 'terminated' or ${c.deleted}
            then least(${c.endDate} + 1, ${terminatedDay})
          else ${c.endDate} + 1
        end) as ended,
        count(${c.contractId}) as contracts
      from ${u}
      left join ${c}
        on ${c.unitId} = ${u.unitId} and not (${c.deleted} and ${c.status} = 'draft')
      where ${filters}
      group by ${u.unitId}
    ),
    occupancy as (
      select *,
        case when leased then 'leased' when reserved then 'reserved' else 'vacant' end as status,
        case when not leased and not reserved
          then least(coalesce(ended, first_seen), ${d}) end as vacant_since
      from per_unit
    )
    select *, ${d} - vacant_since as days_vacant from occupancy`;
}

type Row = {
  unit_id: string;
  unit_number: string;
  unit_type: string;
  property_id: number | string;
  document_number: string;
  property_name: string;
  region_id: number | string | null;
  city_id: number | string | null;
  status: OccupancyStatus;
  vacant_since: string | Date | null;
  days_vacant: number | string | null;
  contracts: number | string;
};

const num = (v: number | string | null) => (v === null ? null : Number(v));
const day = (v: string | Date | null) =>
  v === null ? null : typeof v === "string" ? v.slice(0, 10) : v.toISOString().slice(0, 10);

function unitOf(row: Row): UnitOccupancy {
  return {
    unit_id: row.unit_id,
    unit_number: row.unit_number,
    unit_type: row.unit_type,
    property_id: Number(row.property_id),
    document_number: row.document_number,
    property_name: row.property_name,
    region_id: num(row.region_id),
    city_id: num(row.city_id),
    status: row.status,
    vacant_since: row.status === "vacant" ? day(row.vacant_since) : null,
    days_vacant: row.status === "vacant" ? num(row.days_vacant) : null,
    never_let: row.status === "vacant" && Number(row.contracts) === 0,
  };
}

/** Leased over all units, in basis points, rounded down; null with no units. */
export function occupancyRate(leased: number, units: number): number | null {
  return units === 0 ? null : Math.floor((leased * 10_000) / units);
}

async function countsWhere(db: DashboardDb, today: string, where: SQL[]) {
  const result = await db.execute(sql`
    select count(*) as units,
      count(*) filter (where status = 'leased') as leased,
      count(*) filter (where status = 'reserved') as reserved,
      count(*) filter (where status = 'vacant') as vacant
    from (${occupancySql(today, where)}) o`);
  const row = rowsOf<Record<keyof OccupancyCounts, number | string>>(result)[0];
  const [units, leased, reserved, vacant] = [
    row?.units,
    row?.leased,
    row?.reserved,
    row?.vacant,
  ].map((v) => Number(v ?? 0)) as [number, number, number, number];
  return { units, leased, reserved, vacant, rate_bp: occupancyRate(leased, units) };
}

/** The portfolio's counts: every unit of the index. */
export function portfolioCounts(db: DashboardDb, today: string): Promise<OccupancyCounts> {
  return countsWhere(db, today, []);
}

/** One property's units (by deed number), each with its status, and their counts. */
export async function propertyOccupancy(
  db: DashboardDb,
  today: string,
  documentNumber: string,
): Promise<{ counts: OccupancyCounts; units: UnitOccupancy[] }> {
  const result = await db.execute(
    sql`select * from (${occupancySql(today, [sql`${u.documentNumber} = ${documentNumber}`])}) o
        order by length(unit_number), unit_number, unit_id`,
  );
  const units = rowsOf<Row>(result).map(unitOf);
  const count = (s: OccupancyStatus) => units.filter((x) => x.status === s).length;
  const leased = count("leased");
  return {
    units,
    counts: {
      units: units.length,
      leased,
      reserved: count("reserved"),
      vacant: count("vacant"),
      rate_bp: occupancyRate(leased, units.length),
    },
  };
}

const ORDER: Record<string, SQL> = {
  days_vacant: sql`days_vacant`,
  property_name: sql`property_name`,
  unit_number: sql`unit_number`,
};

/** A page of vacant units, longest vacant first unless sorted otherwise. */
export async function vacantPage(
  db: DashboardDb,
  today: string,
  query: VacantQuery,
): Promise<{ rows: UnitOccupancy[]; total: number }> {
  const where: SQL[] = [];
  if (query.property) where.push(sql`${u.documentNumber} = ${query.property}`);
  // A region id beyond the integer columns names no region (lib/rental/record-id.ts).
  if (query.region !== undefined)
    where.push(isStoredId(query.region) ? sql`${u.regionId} = ${query.region}` : sql`false`);
  const [field = "days_vacant", direction = "desc"] = (query.sort ?? "days_vacant:desc").split(":");
  const dir = direction === "asc" ? sql`asc` : sql`desc`;
  const result = await db.execute(sql`
    select *, count(*) over () as total
    from (${occupancySql(today, where)}) o
    where status = 'vacant'
    order by ${ORDER[field] ?? ORDER.days_vacant} ${dir}, property_name, length(unit_number),
      unit_number, unit_id
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  const rows = rowsOf<Row & { total: number | string }>(result);
  if (rows.length === 0 && query.page > 1) {
    // Past the last page: the total still counts.
    const counts = await countsWhere(db, today, where);
    return { rows: [], total: counts.vacant };
  }
  return { rows: rows.map(unitOf), total: Number(rows[0]?.total ?? 0) };
}
