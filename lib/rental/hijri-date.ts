import * as z from "zod/mini";

import { isHijriDate } from "./dates";
import { withDigits } from "./fields";
import { msg } from "./messages";

// A Hijri (Umm al-Qura) date field. Apart from fields.ts because checking that the day exists
// needs the calendar's tables (@internationalized/date, via dates.ts): only the forms with a
// Hijri date (a party's date of birth, the registry's deed search) load them.

export const hijriDate = withDigits(
  z
    .string({ error: msg("validation.required") })
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg("validation.hijriFormat") }),
      z.refine(isHijriDate, { error: msg("validation.hijriNotExist") }),
    ),
);
