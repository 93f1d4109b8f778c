import { CONTRACT_DEFAULTS, type ContractFormValues } from "./contract-form-values";
import type { RegisterEntry } from "@/lib/contracts/register-queries";
import { BILLING_TYPES } from "@/lib/rental/contract-kinds";

// A renewal is a new contract for the same unit and parties, with the old contract's type,
// duration, rent, billing and terms, starting the day after the old one ends (Ejar, too,
// creates a renewal as a new contract). The person can change the terms before creating it.

export type RenewableContract = RegisterEntry & { end_date: string };

/**
 * The contracts that can be renewed: recorded, not deleted, with an end date to follow, and not
 * renewed already (a contract is renewed once; the server refuses a second renewal).
 */
export function isRenewable(old: RegisterEntry): old is RenewableContract {
  return !old.deleted && old.end_date !== null && old.renewed_as === null;
}

function termNumber(terms: RegisterEntry["terms"], key: string): number | undefined {
  const value = terms?.[key];
  return typeof value === "number" ? value : undefined;
}

/** The new contract's form, filled in from the old contract. */
export function renewalValues(old: RegisterEntry): ContractFormValues {
  const billing = BILLING_TYPES.find((b) => b === old.rental_fee.billing_type);
  return {
    unit_id: old.unit_id,
    parties: old.parties.map(({ role, id }) => ({ role, id })),
    contract_type: old.contract_type,
    duration: old.duration,
    rental_fee: {
      total_units_rent: old.rental_fee.total_units_rent,
      // The form offers the documented billing types; the summary shows what will be sent.
      billing_type: billing ?? CONTRACT_DEFAULTS.rental_fee.billing_type,
    },
    terms: {
      // Members the interface does not document are carried over as upstream recorded them.
      ...old.terms,
      residential_auto_renewal: termNumber(old.terms, "residential_auto_renewal") ?? 0,
      notice_period_in_days: termNumber(old.terms, "notice_period_in_days"),
    },
  };
}
