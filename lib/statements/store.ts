import type { DashboardDb } from "@/lib/db/database";
import { contractsForStatement, type StatementContractRow } from "@/lib/contracts/server";
import { ledgerRowsOf, type LedgerRows } from "@/lib/rent-roll/server";

import { buildLedger, sumTotals, type LedgerRange } from "./ledger";
import type { ContractStatement, PartyStatement, StatementContract } from "./schemas";

// A contract's statement and a tenant's (every contract naming the party as tenant), read in
// three queries whatever the number of contracts, instalments and payments: the register's
// rows, then the ledger's instalments and payments of those contracts together.

function contractOf({ contract_id, ...row }: StatementContractRow): StatementContract {
  return { id: contract_id, ...row };
}

function ledgerOf(rows: LedgerRows, contractId: number, range: LedgerRange) {
  return buildLedger(
    rows.instalments.filter((i) => i.contract_id === contractId),
    rows.payments.filter((p) => p.contract_id === contractId),
    range,
  );
}

const rangeOf = (range: LedgerRange) => ({ from: range.from ?? null, to: range.to ?? null });

/** Null when the register has no such contract. */
export async function contractStatement(
  db: DashboardDb,
  contractId: number,
  range: LedgerRange = {},
): Promise<ContractStatement | null> {
  const [[row], rows] = await Promise.all([
    contractsForStatement(db, { contract: contractId }),
    ledgerRowsOf(db, [contractId]),
  ]);
  if (!row) return null;
  return { contract: contractOf(row), range: rangeOf(range), ...ledgerOf(rows, contractId, range) };
}

/**
 * Null when the register knows no contract with the party as its tenant. A deleted contract is
 * listed only when something was ever entered on it (a deleted draft owes nothing).
 */
export async function partyStatement(
  db: DashboardDb,
  partyId: number,
  range: LedgerRange = {},
): Promise<PartyStatement | null> {
  const register = await contractsForStatement(db, { tenant: partyId });
  if (register.length === 0) return null;
  const rows = await ledgerRowsOf(
    db,
    register.map((r) => r.contract_id),
  );
  const contracts = register
    .map((row) => ({ contract: contractOf(row), ...ledgerOf(rows, row.contract_id, range) }))
    .filter(
      ({ contract }) =>
        !contract.deleted ||
        rows.instalments.some((i) => i.contract_id === contract.id) ||
        rows.payments.some((p) => p.contract_id === contract.id),
    );
  const name = register
    .flatMap((r) => r.tenants)
    .find((t) => t.id === partyId && t.full_name)?.full_name;
  return {
    party: { id: partyId, full_name: name ?? null },
    range: rangeOf(range),
    contracts,
    totals: sumTotals(contracts.map((c) => c.totals)),
  };
}
