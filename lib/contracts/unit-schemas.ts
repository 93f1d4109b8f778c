import * as z from "zod/mini";

// What the register knows of a contract's unit and its property (`known_unit`): what a person
// reads, since upstream's contract names its unit by record number only. Learned upstream
// (unit-names.ts), never from what a browser sends.

export const knownUnitSchema = z.object({
  unit_number: z.string(),
  /** Upstream's unit type (lib/rental/unit-kinds.ts), kept as given. */
  unit_type: z.string(),
  /** The property's record number (the unit's property_id). */
  property_id: z.number(),
  /** The property's deed (document) number: its page's address. */
  document_number: z.string(),
  property_name: z.string(),
  region_id: z.nullable(z.number()),
  city_id: z.nullable(z.number()),
});
export type KnownUnit = z.output<typeof knownUnitSchema>;
