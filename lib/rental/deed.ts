import * as z from "zod/mini";

import { digitText, wholeNumber, withDigits } from "./fields";
import { hijriDate } from "./hijri-date";
import { msg } from "./messages";

// A deed's number. The interface gives deed_id as a number and says a property's document
// number equals it; the rental service keeps it as that number's text (String(deed_id)), so a
// deed number is a positive whole number up to Number.MAX_SAFE_INTEGER, written without leading
// zeros: `0123` or a 17-digit number can name no deed.

const deedId = z
  .number({ error: msg("validation.number") })
  .check(
    wholeNumber(msg("validation.wholeNumber")),
    z.positive({ error: msg("validation.positiveNumber") }),
    z.lte(Number.MAX_SAFE_INTEGER, { error: msg("validation.tooLarge") }),
  );

/** A deed number as text (a path segment): `/properties/{documentNumber}`. */
export const deedNumber = withDigits(
  z.string().check(
    z.regex(/^[1-9]\d{0,15}$/, { error: msg("validation.deedNumber") }),
    z.refine((text) => Number.isSafeInteger(Number(text)), {
      error: msg("validation.tooLarge"),
    }),
    z.describe("A deed (document) number, not a property id"),
  ),
);

// POST /tenant/v1/properties/search-deed
export const deedSearchSchema = z.object({ deed_id: deedId });

// POST /tenant/v1/properties/search-deed/remote
export const deedRemoteSearchSchema = z.object({
  deed_id: deedId,
  owner_id: digitText(20),
  date: hijriDate,
});

export type DeedSearch = z.output<typeof deedSearchSchema>;
export type DeedRemoteSearch = z.output<typeof deedRemoteSearchSchema>;
