import { and, arrayContains, asc, count, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { contractRegister, type ContractRegisterRow } from "@/lib/db/schema";
import type { RegisterEntry, RegisterListQuery } from "@/lib/register/schemas";
import type { Contract, ContractStatus } from "@/lib/rental/records";

// Upserts from upstream's contract record after every create or update; deletion keeps the row
// and flags it, so the history of what the dashboard did stays readable.

export async function upsertContract(
  db: DashboardDb,
  contract: Contract,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
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
    status: contract.status,
    deleted: false,
    updatedBy: userId,
    updatedAt: now,
  };
  await db
    .insert(contractRegister)
    .values({ contractId: contract.id, ...values, createdBy: userId, createdAt: now })
    .onConflictDoUpdate({ target: contractRegister.contractId, set: values });
}

export async function flagContractDeleted(
  db: DashboardDb,
  contractId: number,
  userId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(contractRegister)
    .set({ deleted: true, updatedBy: userId, updatedAt: now })
    .where(eq(contractRegister.contractId, contractId))
    .returning({ id: contractRegister.contractId });
  return rows.length > 0;
}

export function toRegisterEntry(row: ContractRegisterRow): RegisterEntry {
  return {
    id: row.contractId,
    status: row.status as ContractStatus,
    start_date: row.startDate,
    end_date: row.endDate,
    duration: row.duration,
    contract_type: row.contractType as Contract["contract_type"],
    parties: row.parties,
    unit_id: row.unitId,
    rental_fee: { total_units_rent: row.totalRent, billing_type: row.billingType },
    terms: row.terms,
    deleted: row.deleted,
    created_by: row.createdBy,
    updated_by: row.updatedBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getRegisteredContract(
  db: DashboardDb,
  contractId: number,
): Promise<RegisterEntry | null> {
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
  id: contractRegister.contractId,
} as const;

export async function listRegister(
  db: DashboardDb,
  query: RegisterListQuery,
): Promise<{ rows: RegisterEntry[]; total: number }> {
  const c = contractRegister;
  const conditions: SQL[] = [];
  if (!query.includeDeleted) conditions.push(eq(c.deleted, false));
  if (query.unit) conditions.push(inArray(c.unitId, query.unit));
  if (query.party) conditions.push(arrayContains(c.partyIds, [query.party]));
  if (query.status) conditions.push(eq(c.status, query.status));
  if (query.endingBefore) conditions.push(lte(c.endDate, query.endingBefore));
  if (query.endingAfter) conditions.push(gte(c.endDate, query.endingAfter));
  const where = conditions.length ? and(...conditions) : undefined;
  const [field, direction] = query.sort.split(":") as [keyof typeof SORT_COLUMNS, "asc" | "desc"];
  const order = direction === "asc" ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(c)
      .where(where)
      .orderBy(order(SORT_COLUMNS[field]), desc(c.contractId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(c).where(where),
  ]);
  return { rows: rows.map(toRegisterEntry), total: totals?.total ?? 0 };
}
