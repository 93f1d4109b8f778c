// A contract's statuses (records.ts validates them), apart from zod: pages that only show a
// status need no schema.

export const CONTRACT_STATUSES = ["draft", "active", "expired", "terminated"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
