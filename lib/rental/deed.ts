import * as z from "zod/mini";

import { digitText, wholeNumber } from "./fields";
import { hijriDate } from "./hijri-date";
import { msg } from "./messages";

const deedId = z
  .number({ error: msg("validation.number") })
  .check(
    wholeNumber(msg("validation.wholeNumber")),
    z.positive({ error: msg("validation.positiveNumber") }),
    z.lte(Number.MAX_SAFE_INTEGER, { error: msg("validation.tooLarge") }),
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
