// The contract values the interface documents. Apart from contract.ts (the rules, with zod)
// because the contract wizard offers these before it validates anything.
export const CONTRACT_TYPES = ["residential", "commercial"] as const;
/**
 * The payment cycles the contract form offers: Ejar's four. The interface documents `monthly`
 * only and publishes no complete list; the rental service accepts any `billing_type` text (up to
 * 50 characters) and stores it as given (rental-service/README.md), so the rule on the wire stays
 * "required text" and these are the values we send. The rent roll cuts the term by each
 * (lib/rent-roll/schedule.ts).
 */
export const BILLING_TYPES = ["monthly", "quarterly", "semi_annual", "annual"] as const;
/** Party roles the interface documents. */
export const PARTY_ROLES = ["lessor", "tenant"] as const;
/** Ejar registers contracts of up to 30 years; the interface counts whole years. */
export const MAX_CONTRACT_YEARS = 30;
