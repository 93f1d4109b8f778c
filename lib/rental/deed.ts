import { z } from "zod";

import { digitText, hijriDate } from "./fields";
import { msg } from "./messages";

const deedId = z
  .number({ error: msg("validation.number") })
  .int({ error: msg("validation.wholeNumber") })
  .positive({ error: msg("validation.positiveNumber") })
  .max(Number.MAX_SAFE_INTEGER, { error: msg("validation.tooLarge") });

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
