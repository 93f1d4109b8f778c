import * as z from "zod/mini";

import { digitText, gregorianDate, phoneNumber, positiveInt, requiredText } from "./fields";
import { todayInRiyadh } from "./gregorian";
import { hijriDate } from "./hijri-date";
import { msg } from "./messages";

// PUT /tenant/v1/parties/{id}
export const partyUpdateSchema = z.object({
  id_number: digitText(20),
  full_name: requiredText(200),
  phone_number: phoneNumber,
  date_of_birth: z.optional(
    gregorianDate.check(
      z.refine((d: string) => d <= todayInRiyadh(), { error: msg("validation.birthInFuture") }),
    ),
  ),
  date_of_birth_hijri: z.optional(hijriDate),
  region_id: z.optional(positiveInt),
  city_id: z.optional(positiveInt),
});

export type PartyUpdate = z.output<typeof partyUpdateSchema>;
export type PartyUpdateInput = z.input<typeof partyUpdateSchema>;
