import { z } from "zod";

import { todayInRiyadh } from "./dates";
import {
  digitText,
  gregorianDate,
  hijriDate,
  phoneNumber,
  positiveInt,
  requiredText,
} from "./fields";
import { msg } from "./messages";

// PUT /tenant/v1/parties/{id}
export const partyUpdateSchema = z.object({
  id_number: digitText(20),
  full_name: requiredText(200),
  phone_number: phoneNumber,
  date_of_birth: gregorianDate
    .refine((d) => d <= todayInRiyadh(), { error: msg("validation.birthInFuture") })
    .optional(),
  date_of_birth_hijri: hijriDate.optional(),
  region_id: positiveInt.optional(),
  city_id: positiveInt.optional(),
});

export type PartyUpdate = z.output<typeof partyUpdateSchema>;
export type PartyUpdateInput = z.input<typeof partyUpdateSchema>;

/** Fields the party search filters on (our decision; the interface leaves them open). */
export const PARTY_FILTER_FIELDS = ["full_name", "id_number", "phone_number"] as const;
