import * as z from "zod/mini";

import { deedNumber } from "./deed";
import { pathId, withDigits } from "./fields";

// Path parameters: ids are positive integers, deed (document) numbers the rule of deed.ts.
// Arabic-Indic digits are read as ASCII, so `/units/١٢` is unit 12. Route handlers, pages, the
// browser's query functions and the rental service validate with these same schemas.

export const recordId = withDigits(pathId);

export const documentNumber = deedNumber;

/** `/contracts/{id}`, `/units/{id}`, `/parties/{id}`, `/properties/sync-deed/{id}`, … */
export const idParams = z.object({ id: recordId });
/** GET `/properties/{documentNumber}`, in the dashboard and in the rental service (deed.ts). */
export const documentNumberParams = z.object({ documentNumber: deedNumber });
