import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { contractRegister, type ContractRegisterRow } from "@/lib/contracts/tables";
import type {
  KnownParties,
  KnownParty,
  RegisterEntry,
  RegisterListQuery,
  RegisterParty,
} from "@/lib/contracts/schemas";
import { decisionDate, DEFAULT_NOTICE_DAYS, noticePeriodOf } from "@/lib/rental/decision-date";
import { isStoredId } from "@/lib/rental/record-id";
import type { Contract, ContractStatus } from "@/lib/rental/records";
import { decisionsDue, endingWithin } from "./sets";
import { todayInRiyadh } from "@/lib/rental/dates";
import type { KnownUnit } from "./unit-schemas";
import { alignContractSchedule } from "@/lib/rent-roll/server";

// Upserts from upstream's contract record after every create or update; deletion keeps the row
// and flags it, so the history of what the dashboard did stays readable. Each row keeps its
// decision date (lib/rental/decision-date.ts), so that the register can filter and sort by it,
// and what it learned about the parties (`known_parties`): names are added or replaced, never
// forgotten, since upstream's contract names its parties by record number only.

export async function upsertContract(
  db: DashboardDb,
  contract: Contract,
  userId: string,
  now: Date = new Date(),
  /** CONTRACT_DEFAULT_NOTICE_DAYS: the notice period of a contract that sets none. */
  defaultNoticeDays: number = DEFAULT_NOTICE_DAYS,
  /** Parties looked up with this change (register/party-names.ts), by party id. */
  learned: KnownParties = {},
  /** The unit and its property as looked up or known (unit-names.ts); null keeps what is known. */
  learnedUnit: KnownUnit | null = null,
): Promise<void> {
  const noticeDays = noticePeriodOf(contract.terms);
  const values = {
    unitId: contract.unit_id,
    parties: contract.parties,
    partyIds: [...new Set(contract.parties.map((p) => p.id))],
    contractType: contract.contract_type,
    duration: contract.duration,
    totalRent: contract.rental_fee.total_units_rent,
    billingType: contract.rental_fee.billing_type,
    terms: contract.terms ?? null,
    startDate: contract.start_date,
    endDate: contract.end_date,
    noticeDays,
    decisionDate: decisionDate(contract.end_date, noticeDays, defaultNoticeDays),
    status: contract.status,
    deleted: false,
    updatedBy: userId,
    updatedAt: now,
  };
  const c = contractRegister;
  const [row] = await db
    .insert(c)
    .values({
      contractId: contract.id,
      ...values,
      knownParties: learned,
      knownUnit: learnedUnit,
      createdBy: userId,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: c.contractId,
      set: {
        ...values,
        knownParties: sql`${c.knownParties} || ${JSON.stringify(learned)}::jsonb`,
        ...(learnedUnit ? { knownUnit: learnedUnit } : {}),
      },
    })
    .returning();
  // The rent roll's instalments follow every write of the row (lib/rent-roll/schedule-store.ts).
  await alignContractSchedule(db, row!, now);
}

/**
 * What the register already knows about these parties, from any contract they are party to
 * (the newest record wins): a contract changed without a fresh look-up keeps, or gains, the
 * names learned elsewhere.
 */
export async function knownPartiesOf(db: DashboardDb, ids: number[]): Promise<KnownParties> {
  const partyIds = ids.filter(isStoredId);
  if (partyIds.length === 0) return {};
  const c = contractRegister;
  const rows = await db
    .select({ known: c.knownParties })
    .from(c)
    .where(arrayOverlaps(c.partyIds, partyIds))
    .orderBy(asc(c.updatedAt));
  const wanted = new Set(partyIds.map(String));
  // Later rows win: the newest name a party was known by.
  const known = new Map<string, KnownParties[string]>();
  for (const row of rows) {
    for (const [id, party] of Object.entries(row.known)) if (wanted.has(id)) known.set(id, party);
  }
  return Object.fromEntries(known);
}

/**
 * A party updated through the dashboard: every register row naming it learns its new name, ID
 * number and phone. The contracts themselves did not change: `updated_at` stays. Returns how
 * many rows learned it.
 */
export async function learnParty(
  db: DashboardDb,
  partyId: number,
  known: KnownParty,
): Promise<number> {
  if (!isStoredId(partyId)) return 0;
  const c = contractRegister;
  const rows = await db
    .update(c)
    .set({ knownParties: sql`${c.knownParties} || ${JSON.stringify({ [partyId]: known })}::jsonb` })
    .where(arrayContains(c.partyIds, [partyId]))
    .returning({ id: c.contractId });
  return rows.length;
}

export async function flagContractDeleted(
  db: DashboardDb,
  contractId: number,
  userId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await db
    .update(contractRegister)
    .set({ deleted: true, updatedBy: userId, updatedAt: now })
    .where(eq(contractRegister.contractId, contractId))
    .returning();
  if (row) await alignContractSchedule(db, row, now);
  return row !== undefined;
}

/**
 * Recounts the decision dates of contracts without a notice period of their own from
 * `defaultNoticeDays`, where another default was in force when they were recorded (the
 * migration's 60 days, or an earlier CONTRACT_DEFAULT_NOTICE_DAYS). Returns how many changed.
 * The same subtraction as decisionDate(), in SQL: a date minus whole days.
 */
export async function refreshDefaultDecisionDates(
  db: DashboardDb,
  defaultNoticeDays: number,
): Promise<number> {
  const c = contractRegister;
  const recounted = sql<string>`${c.endDate} - ${defaultNoticeDays}::integer`;
  const rows = await db
    .update(c)
    .set({ decisionDate: recounted })
    .where(
      and(
        isNull(c.noticeDays),
        isNotNull(c.endDate),
        sql`${c.decisionDate} is distinct from ${recounted}`,
      ),
    )
    .returning({ id: c.contractId });
  return rows.length;
}

export function toRegisterEntry(row: ContractRegisterRow): RegisterEntry {
  return {
    id: row.contractId,
    status: row.status as ContractStatus,
    start_date: row.startDate,
    end_date: row.endDate,
    duration: row.duration,
    contract_type: row.contractType as Contract["contract_type"],
    parties: row.parties.map((p): RegisterParty => ({ ...p, ...row.knownParties[String(p.id)] })),
    unit_id: row.unitId,
    known_unit: row.knownUnit,
    rental_fee: { total_units_rent: row.totalRent, billing_type: row.billingType },
    terms: row.terms,
    decision_date: row.decisionDate,
    default_notice_days: defaultNoticeOf(row),
    renewal_of: row.renewalOf,
    renewed_as: row.renewedAs,
    deleted: row.deleted,
    created_by: row.createdBy,
    updated_by: row.updatedBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The default notice period the decision date counts back, when the contract sets none. */
function defaultNoticeOf(row: ContractRegisterRow): number | null {
  if (row.noticeDays !== null || !row.endDate || !row.decisionDate) return null;
  const days = Date.parse(`${row.endDate}T00:00:00Z`) - Date.parse(`${row.decisionDate}T00:00:00Z`);
  return Math.round(days / 86_400_000);
}

export async function getRegisteredContract(
  db: DashboardDb,
  contractId: number,
): Promise<RegisterEntry | null> {
  // The column holds the ids upstream issues; a longer one (the interface allows 16 digits)
  // names no contract, and asking would overflow the integer parameter.
  if (!isStoredId(contractId)) return null;
  const [row] = await db
    .select()
    .from(contractRegister)
    .where(eq(contractRegister.contractId, contractId));
  return row ? toRegisterEntry(row) : null;
}

const SORT_COLUMNS = {
  updated_at: contractRegister.updatedAt,
  end_date: contractRegister.endDate,
  start_date: contractRegister.startDate,
  decision_date: contractRegister.decisionDate,
  id: contractRegister.contractId,
} as const;

/** One page of the register and how many contracts the query matches. */
export async function listRegister(
  db: DashboardDb,
  query: RegisterListQuery,
  now: Date = new Date(),
): Promise<{ rows: RegisterEntry[]; total: number }> {
  const where = registerWhere(query, now);
  const [rows, [totals]] = await Promise.all([
    pageOf(db, query, where),
    db.select({ total: count() }).from(contractRegister).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** One page of the register without counting the rest (the overview's contracts ending soon). */
export function registerPage(db: DashboardDb, query: RegisterListQuery): Promise<RegisterEntry[]> {
  return pageOf(db, query, registerWhere(query));
}

async function pageOf(db: DashboardDb, query: RegisterListQuery, where: SQL | undefined) {
  const [field, direction] = query.sort.split(":") as [keyof typeof SORT_COLUMNS, "asc" | "desc"];
  const order = direction === "asc" ? asc : desc;
  const rows = await db
    .select()
    .from(contractRegister)
    .where(where)
    .orderBy(order(SORT_COLUMNS[field]), desc(contractRegister.contractId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return rows.map(toRegisterEntry);
}

function registerWhere(query: RegisterListQuery, now: Date = new Date()): SQL | undefined {
  const c = contractRegister;
  const conditions: SQL[] = [];
  const today = todayInRiyadh(now);
  // The overview's sets (sets.ts): the same conditions its numbers are counted with.
  if (query.due) conditions.push(decisionsDue(query.due, today)!);
  if (query.ending) conditions.push(endingWithin(Number(query.ending), today)!);
  if (!query.includeDeleted) conditions.push(eq(c.deleted, false));
  if (query.unit) conditions.push(inArray(c.unitId, query.unit));
  if (query.party)
    conditions.push(
      isStoredId(query.party) ? arrayContains(c.partyIds, [query.party]) : sql`false`,
    );
  if (query.status) conditions.push(eq(c.status, query.status));
  if (query.endingBefore) conditions.push(lte(c.endDate, query.endingBefore));
  if (query.endingAfter) conditions.push(gte(c.endDate, query.endingAfter));
  if (query.decisionBefore) conditions.push(lte(c.decisionDate, query.decisionBefore));
  return conditions.length ? and(...conditions) : undefined;
}
