import * as z from "zod/mini";

import { wholeNumber, withDigits } from "@/lib/rental/fields";
import { msg } from "@/lib/rental/messages";

export { staleCutoff } from "./stale-cutoff";

// "Not synced within N days": the properties list's filter and a bulk sync of stale deeds. Its
// own small module: the properties page loads it, and nothing else of lib/deed-sync.

/** 1 day to 10 years. */
export const staleDaysSchema = withDigits(
  z.coerce
    .number({ error: msg("validation.number") })
    .check(
      wholeNumber(msg("validation.wholeNumber")),
      z.gte(1, { error: msg("validation.atLeast", { min: 1 }) }),
      z.lte(3650, { error: msg("validation.atMost", { max: 3650 }) }),
    ),
);
