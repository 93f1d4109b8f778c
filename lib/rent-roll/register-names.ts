// The names a ledger row is read with: the contract's register row, as the register learned its
// parties (contract_register.parties and known_parties).

type RegisterParties = {
  parties?: { role: string; id: number }[] | null;
  known_parties?: Record<
    string,
    { full_name: string; id_number: string; phone_number: string }
  > | null;
};

/** The tenant as the register learned them (the first tenant of the contract). */
export function tenantOf(
  row: RegisterParties,
): { id: number; full_name: string | null; phone_number: string | null } | null {
  const party = row.parties?.find((p) => p.role === "tenant");
  if (!party) return null;
  const known = row.known_parties?.[String(party.id)];
  return {
    id: party.id,
    full_name: known?.full_name ?? null,
    phone_number: known?.phone_number || null,
  };
}
