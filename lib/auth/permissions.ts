// The one permission table. Every server check and every button the UI shows asks it.

export const ROLES = ["admin", "manager", "support"] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = {
  // Read anything upstream: parties, properties, units, regions, and the contract register.
  "rental:read": ["support", "manager", "admin"],
  // Change parties, contracts and units.
  "party:update": ["manager", "admin"],
  "contract:create": ["manager", "admin"],
  "contract:update": ["manager", "admin"],
  "contract:delete": ["manager", "admin"],
  "unit:update": ["manager", "admin"],
  // The rent roll (lib/rent-roll): record a payment, void one with a reason.
  "payment:record": ["manager", "admin"],
  "payment:void": ["manager", "admin"],
  // Occupancy (lib/occupancy): read the upstream property list again into the units index.
  "occupancy:refresh": ["manager", "admin"],
  // Arrears: prepare a WhatsApp reminder for a tenant and record it on the contract.
  "tenant:remind": ["manager", "admin"],
  // Deeds and property lifecycle.
  "deed:search": ["admin"],
  "deed:search-remote": ["admin"],
  "property:sync": ["admin"],
  "property:delete": ["admin"],
  // The dashboard's own records.
  "user:manage": ["admin"],
  "audit:read": ["admin"],
  // The office's names and VAT registration number, printed on receipts (lib/office).
  "office:manage": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function permissionsOf(role: Role): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p));
}
