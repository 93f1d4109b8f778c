import type { contracts } from "../db/schema";
import { addDays } from "../domain/contract-dates";
import { endForDuration } from "../domain/contract-dates";
import type { PartySeed, PropertySeed } from "./generate";
import type { Random } from "./random";

type ContractInsert = typeof contracts.$inferInsert;
type UnitSeed = { id: number; propertyId: number };

/**
 * A few contracts in every status, on the first unit of the first properties: active (started
 * months ago), expired (ended last year), terminated early, and draft (starts next month).
 */
export function makeContracts(
  random: Random,
  properties: PropertySeed[],
  units: UnitSeed[],
  parties: PartySeed[],
  today: string,
): ContractInsert[] {
  if (parties.length < 2) return [];
  const firstUnit = new Map<number, number>();
  for (const u of units) if (!firstUnit.has(u.propertyId)) firstUnit.set(u.propertyId, u.id);
  const list: ContractInsert[] = [];
  const count = Math.min(16, properties.length);
  for (let i = 0; i < count; i++) {
    const property = properties[i]!;
    const unitId = firstUnit.get(property.id);
    if (!unitId) continue;
    const lessor = parties.find((p) => p.idNumber === property.ownerId) ?? parties[0]!;
    let tenant = random.pick(parties);
    if (tenant.id === lessor.id) tenant = parties.find((p) => p.id !== lessor.id)!;
    const kind = i % 4;
    const start =
      kind === 0
        ? addDays(today, -random.int(30, 300))
        : kind === 1
          ? addDays(today, -random.int(400, 700))
          : kind === 2
            ? addDays(today, -random.int(100, 200))
            : addDays(today, random.int(10, 60));
    const end = kind === 2 ? addDays(today, -random.int(1, 20)) : endForDuration(start, 1);
    list.push({
      state: kind === 2 ? "terminated" : "active",
      startDate: start,
      endDate: end,
      duration: 1,
      contractType: i % 5 === 4 ? "commercial" : "residential",
      unitId,
      parties: [
        { role: "lessor", id: lessor.id },
        { role: "tenant", id: tenant.id },
      ],
      totalUnitsRent: random.int(18, 120) * 1000,
      billingType: "monthly",
      terms: { residential_auto_renewal: 0, notice_period_in_days: random.pick([30, 60, 90]) },
      terminatedAt: kind === 2 ? new Date(`${end}T09:00:00+03:00`) : null,
    });
  }
  return list;
}
