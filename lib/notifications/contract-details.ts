import { sql } from "drizzle-orm";

import type { ContractDetails } from "./kinds";

// What an item about a contract shows, read from the register (alias `r`): the names it learned
// upstream (the property, the unit, the tenant), so that a person reads names, not record numbers.

export type ContractRow = {
  contract_id: number;
  unit_id: string;
  known_unit: ContractDetails["unit"];
  tenant: string | null;
};

export const CONTRACT_COLUMNS = sql`r.contract_id, r.unit_id, r.known_unit,
  r.known_parties -> (select p ->> 'id' from jsonb_array_elements(r.parties) p
    where p ->> 'role' = 'tenant' limit 1) ->> 'full_name' as tenant`;

export function contractOf(row: ContractRow): ContractDetails {
  const unit = row.known_unit;
  return {
    contractId: row.contract_id,
    unit: unit && {
      property_id: unit.property_id,
      property_name: unit.property_name,
      unit_number: unit.unit_number,
      unit_type: unit.unit_type,
    },
    unitId: row.unit_id,
    tenant: row.tenant ?? null,
  };
}
