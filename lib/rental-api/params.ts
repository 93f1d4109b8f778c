import "server-only";

import { z } from "zod";

import { normaliseDigitsIn } from "@/lib/rental/digits";
import { pathId } from "@/lib/rental/fields";

// Path parameters of the mirrored routes. Ids are positive integers (lib/rental pathId).

/** `/contracts/{id}`, `/units/{id}`, `/parties/{id}`, `/properties/sync-deed/{id}`. */
export const idParams = z.object({ id: pathId });

// GET and DELETE /properties/{…} share one route folder (Next allows one name per dynamic
// segment): GET reads it as the deed's document number, DELETE as the property's integer id.
// The folder's segment is `ref`; each schema renames it so errors name the documented field.

const documentNumber = z.preprocess(
  normaliseDigitsIn,
  z.string().regex(/^\d{1,20}$/, { error: "Must be a deed number (digits only)" }),
);

export const documentNumberParams = z.preprocess(
  (p) => ({ documentNumber: (p as { ref?: unknown } | null)?.ref }),
  z.object({ documentNumber }),
);

export const propertyIdParams = z.preprocess(
  (p) => ({ id: (p as { ref?: unknown } | null)?.ref }),
  z.object({ id: pathId }),
);
