import { and, arrayContains, asc, eq, sql } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";
import { isStoredId } from "@/lib/rental/record-id";

import { contractRegister } from "./tables";
import type { KnownUnit } from "./unit-schemas";

// The register's rows a statement is headed with (lib/statements): the contract's unit, its
// tenants by name where the register learned them, its dates and status. One query: a contract
// by its id, or every contract naming a party as its tenant (the parties GIN index first, then
// the role in the parties list).

export type StatementContractRow = {
  contract_id: number;
  status: string;
  deleted: boolean;
  start_date: string | null;
  end_date: string | null;
  unit_id: string;
  known_unit: KnownUnit | null;
  tenants: { id: number; full_name: string | null }[];
};

export async function contractsForStatement(
  db: DashboardDb,
  by: { contract: number } | { tenant: number },
): Promise<StatementContractRow[]> {
  const c = contractRegister;
  const id = "contract" in by ? by.contract : by.tenant;
  if (!isStoredId(id)) return [];
  const where =
    "contract" in by
      ? eq(c.contractId, id)
      : and(
          arrayContains(c.partyIds, [id]),
          sql`${c.parties} @> ${JSON.stringify([{ role: "tenant", id }])}::jsonb`,
        );
  const rows = await db
    .select({
      contract_id: c.contractId,
      status: c.status,
      deleted: c.deleted,
      start_date: c.startDate,
      end_date: c.endDate,
      unit_id: c.unitId,
      known_unit: c.knownUnit,
      parties: c.parties,
      known_parties: c.knownParties,
    })
    .from(c)
    .where(where)
    .orderBy(asc(c.startDate), asc(c.contractId));
  return rows.map(({ parties, known_parties, ...row }) => ({
    ...row,
    tenants: parties
      .filter((p) => p.role === "tenant")
      .map((p) => ({ id: p.id, full_name: known_parties[String(p.id)]?.full_name ?? null })),
  }));
}
