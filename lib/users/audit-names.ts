import { inArray } from "drizzle-orm";

import { users } from "@/lib/auth/tables";
import { namesInRegister } from "@/lib/contracts/server";
import type { DashboardDb } from "@/lib/db/database";

import type { AuditEntry, AuditNames } from "./audit-schemas";

// The audit log keeps record numbers (a user's id, a party's, a unit's); a person reads names.
// Each page of entries is named here, on the server, from what the dashboard knows: users from
// the users table, contracts, units, parties and properties from the contract register
// (lib/contracts/register-names.ts). A record it does not know keeps its number alone.

const WHOLE = /^\d{1,9}$/;

function idsOf(entries: AuditEntry[], type: string): string[] {
  const ids = entries.flatMap((e) => (e.targetType === type && e.targetId ? [e.targetId] : []));
  return [...new Set(ids)];
}
const whole = (ids: string[]) => ids.filter((id) => WHOLE.test(id)).map(Number);

export async function withNames(db: DashboardDb, entries: AuditEntry[]): Promise<AuditEntry[]> {
  if (entries.length === 0) return entries;
  const people = [...new Set([...entries.map((e) => e.userId), ...idsOf(entries, "user")])];
  const [userRows, register] = await Promise.all([
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, people)),
    namesInRegister(db, {
      contracts: whole(idsOf(entries, "contract")),
      units: idsOf(entries, "unit"),
      parties: whole(idsOf(entries, "party")),
      properties: whole(idsOf(entries, "property")),
    }),
  ]);
  const userNames = new Map(userRows.map((u) => [u.id, u.name]));
  const name = (map: Record<string, string>, id: string) =>
    Object.hasOwn(map, id) ? map[id] : undefined;

  return entries.map((entry) => {
    const id = entry.targetId ?? "";
    const names: AuditNames = {};
    const user = userNames.get(entry.userId);
    if (user) names.user = user;
    if (entry.targetType === "user") names.target = userNames.get(id);
    if (entry.targetType === "party") names.target = name(register.parties, id);
    if (entry.targetType === "property") names.target = name(register.properties, id);
    if (entry.targetType === "unit" && Object.hasOwn(register.units, id))
      names.unit = register.units[id];
    if (entry.targetType === "contract" && Object.hasOwn(register.contracts, id)) {
      const contract = register.contracts[id]!;
      names.unitId = contract.unit_id;
      if (contract.known_unit) names.unit = contract.known_unit;
    }
    if (names.target === undefined) delete names.target;
    return { ...entry, names };
  });
}
