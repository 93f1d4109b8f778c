import type { RegistryUnit } from "../db/schema";
import type { PropertySeed } from "./generate";

const DRIVERS_ROOM: RegistryUnit = {
  unit_number: "D1",
  floor_number: 0,
  rooms: 1,
  unit_usage: "residential_singles",
  unit_type: "drivers_room",
  area: 18,
};

/** The registry's newer version of a deed: what sync-deed will pull into the property. */
export function driftedDeed(p: PropertySeed, index: number): PropertySeed {
  const renamed = `${p.propertyName} (مجدد / Renewed)`;
  switch (index % 3) {
    case 0:
      return { ...p, propertyName: renamed };
    case 1:
      return { ...p, units: [...p.units, DRIVERS_ROOM] };
    default:
      return { ...p, propertyName: renamed, units: [...p.units, DRIVERS_ROOM] };
  }
}
