import type { Permission } from "@/lib/auth/permissions";

// The list pages whose URL state can be saved as a named view, and the permission that reads
// each one (a person keeps and sees views only of the lists their role may read). Kept apart
// from the definitions (lists.ts) so that a type or a check needs no list's schemas.

export const LIST_IDS = [
  "properties",
  "contracts",
  "parties",
  "party-attention",
  "audit",
  "users",
  "vacant-units",
  "arrears",
] as const;
export type ListId = (typeof LIST_IDS)[number];

export const LIST_PERMISSIONS = {
  properties: "rental:read",
  contracts: "rental:read",
  parties: "rental:read",
  "party-attention": "rental:read",
  audit: "audit:read",
  users: "user:manage",
  "vacant-units": "rental:read",
  arrears: "rental:read",
} as const satisfies Record<ListId, Permission>;
