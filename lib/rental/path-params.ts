import * as z from "zod/mini";

import { pathId, withDigits } from "./fields";
import { msg } from "./messages";

// Path parameters: ids are positive integers, deed (document) numbers digits. Arabic-Indic
// digits are read as ASCII, so `/units/١٢` is unit 12. Route handlers, pages and the browser's
// query functions validate with these same schemas.

export const recordId = withDigits(pathId);

export const documentNumber = withDigits(
  z.string().check(z.regex(/^\d{1,20}$/, { error: msg("validation.deedNumber") })),
);

/** `/contracts/{id}`, `/units/{id}`, `/parties/{id}`, `/properties/sync-deed/{id}`, … */
export const idParams = z.object({ id: recordId });
/** GET `/properties/{documentNumber}` */
export const documentNumberParams = z.object({ documentNumber });
