import { unitName, type Translate } from "@/lib/contracts/unit-name";
import type { AuditEntry } from "@/lib/users/audit-queries";

/**
 * What an audit entry's target is called, from the names the server attached (lib/users/
 * audit-names.ts): a user's, party's or property's name, a unit's or a contract's unit as
 * «أبراج الواحة — شقة 203». Null when the dashboard knows it by record number only.
 */
export function auditTargetName(entry: AuditEntry, t: Translate): string | null {
  const names = entry.names;
  if (!names) return null;
  if (names.target) return names.target;
  if (names.unit) return unitName(names.unit, names.unitId ?? entry.targetId ?? "", t);
  return null;
}
