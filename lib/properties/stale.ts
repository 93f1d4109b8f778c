import * as z from "zod/mini";

import { wholeNumber, withDigits } from "@/lib/rental/fields";
import { msg } from "@/lib/rental/messages";

import { STALE_DAYS_MAX, STALE_DAYS_MIN } from "./stale-days";

export { staleCutoff } from "./stale-cutoff";

// "Not synced within N days": the properties list's filter and a bulk sync of stale deeds. Its
// own small module: the properties page loads it, and nothing else of lib/deeds/sync.

/** 1 day to 10 years (the browser reads typed days with stale-days.ts). */
export const staleDaysSchema = withDigits(
  z.coerce
    .number({ error: msg("validation.number") })
    .check(
      wholeNumber(msg("validation.wholeNumber")),
      z.gte(STALE_DAYS_MIN, { error: msg("validation.atLeast", { min: STALE_DAYS_MIN }) }),
      z.lte(STALE_DAYS_MAX, { error: msg("validation.atMost", { max: STALE_DAYS_MAX }) }),
    ),
);
