// A unit's usage and type as the interface lists them. Apart from unit.ts (the update rule, with
// zod) because pages show and pick these without validating anything.
export const UNIT_USAGES = ["residential_families", "residential_singles"] as const;
export const UNIT_TYPES = [
  "apartment",
  "floor",
  "villa",
  "building",
  "tower",
  "duplex",
  "studio",
  "secondary_apartment",
  "apartment_extension",
  "floor_extension",
  "penthouse_villa",
  "drivers_room",
  "land_lot",
  "other",
] as const;
