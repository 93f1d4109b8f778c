import type { Restriction } from "@/lib/auth/session-user";
import type { UserRow } from "@/lib/auth/tables";
import { isDemoEmail } from "@/lib/auth/demo-users";

// What a signed-in person must do first (see Restriction). A second factor is required of admins
// in production, except the published demo accounts of DEMO_MODE.

export function restrictionOf(
  row: Pick<UserRow, "mustChangePassword" | "role" | "totpSecret" | "email">,
  context: { production: boolean; demoMode: boolean },
): Restriction | null {
  if (row.mustChangePassword) return "password-change";
  if (secondFactorRequired(row, context) && !row.totpSecret) return "second-factor";
  return null;
}

export function secondFactorRequired(
  row: Pick<UserRow, "role" | "email">,
  context: { production: boolean; demoMode: boolean },
): boolean {
  if (row.role !== "admin" || !context.production) return false;
  return !(context.demoMode && isDemoEmail(row.email));
}
