import * as z from "zod/mini";

import { msg } from "./messages";
import { digitText, int } from "./fields";
import { UNIT_TYPES, UNIT_USAGES } from "./unit-kinds";

export { UNIT_TYPES, UNIT_USAGES } from "./unit-kinds";

const zeroToTen = int().check(
  z.gte(0, { error: msg("validation.between", { min: 0, max: 10 }) }),
  z.lte(10, { error: msg("validation.between", { min: 0, max: 10 }) }),
);

// PUT /tenant/v1/units/{id}
export const unitUpdateSchema = z.object({
  unit_number: digitText(50),
  floor_number: int().check(
    z.gte(-10, { error: msg("validation.atLeast", { min: -10 }) }),
    z.lte(300, { error: msg("validation.atMost", { max: 300 }) }),
  ),
  rooms: int().check(
    z.gte(1, { error: msg("validation.atLeast", { min: 1 }) }),
    z.lte(100, { error: msg("validation.atMost", { max: 100 }) }),
  ),
  unit_usage: z.enum(UNIT_USAGES, { error: msg("validation.unitUsage") }),
  unit_type: z.enum(UNIT_TYPES, { error: msg("validation.unitType") }),
  area: z.optional(
    z
      .number({ error: msg("validation.number") })
      .check(
        z.positive({ error: msg("validation.moreThanZero") }),
        z.lte(1_000_000, { error: msg("validation.tooLarge") }),
      ),
  ),
  amenities_bedrooms: z.optional(zeroToTen),
  amenities_bathrooms_full: z.optional(zeroToTen),
});

export type UnitUpdate = z.output<typeof unitUpdateSchema>;
export type UnitUpdateInput = z.input<typeof unitUpdateSchema>;
