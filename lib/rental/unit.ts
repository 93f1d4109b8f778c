import { z } from "zod";

import { int, requiredText } from "./fields";

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

const zeroToTen = int()
  .min(0, { error: "Must be between 0 and 10" })
  .max(10, { error: "Must be between 0 and 10" });

// PUT /tenant/v1/units/{id}
export const unitUpdateSchema = z.object({
  unit_number: requiredText(50),
  floor_number: int().min(-10, { error: "At least -10" }).max(300, { error: "At most 300" }),
  rooms: int().min(1, { error: "Must be at least 1" }).max(100, { error: "At most 100" }),
  unit_usage: z.enum(UNIT_USAGES, { error: "Choose a unit usage" }),
  unit_type: z.enum(UNIT_TYPES, { error: "Choose a unit type" }),
  area: z
    .number({ error: "Must be a number" })
    .positive({ error: "Must be more than 0" })
    .max(1_000_000, { error: "Too large" })
    .optional(),
  amenities_bedrooms: zeroToTen.optional(),
  amenities_bathrooms_full: zeroToTen.optional(),
});

export type UnitUpdate = z.output<typeof unitUpdateSchema>;
export type UnitUpdateInput = z.input<typeof unitUpdateSchema>;
