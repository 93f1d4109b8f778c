import { z } from "zod";

import { msg } from "./messages";
import { digitText, int } from "./fields";

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
  .min(0, { error: msg("validation.between", { min: 0, max: 10 }) })
  .max(10, { error: msg("validation.between", { min: 0, max: 10 }) });

// PUT /tenant/v1/units/{id}
export const unitUpdateSchema = z.object({
  unit_number: digitText(50),
  floor_number: int()
    .min(-10, { error: msg("validation.atLeast", { min: -10 }) })
    .max(300, { error: msg("validation.atMost", { max: 300 }) }),
  rooms: int()
    .min(1, { error: msg("validation.atLeast", { min: 1 }) })
    .max(100, { error: msg("validation.atMost", { max: 100 }) }),
  unit_usage: z.enum(UNIT_USAGES, { error: msg("validation.unitUsage") }),
  unit_type: z.enum(UNIT_TYPES, { error: msg("validation.unitType") }),
  area: z
    .number({ error: msg("validation.number") })
    .positive({ error: msg("validation.moreThanZero") })
    .max(1_000_000, { error: msg("validation.tooLarge") })
    .optional(),
  amenities_bedrooms: zeroToTen.optional(),
  amenities_bathrooms_full: zeroToTen.optional(),
});

export type UnitUpdate = z.output<typeof unitUpdateSchema>;
export type UnitUpdateInput = z.input<typeof unitUpdateSchema>;
