// The contract values the interface documents. Apart from contract.ts (the rules, with zod)
// because the contract wizard offers these before it validates anything.
export const CONTRACT_TYPES = ["residential", "commercial"] as const;
/** Billing types the interface documents; the complete list is not published. */
export const BILLING_TYPES = ["monthly"] as const;
/** Party roles the interface documents. */
export const PARTY_ROLES = ["lessor", "tenant"] as const;
/** Ejar registers contracts of up to 30 years; the interface counts whole years. */
export const MAX_CONTRACT_YEARS = 30;
