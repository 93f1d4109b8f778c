import * as z from "zod/mini";

import { defineListParams } from "@/lib/list-params/define";

import { VACANT_SORTS } from "./list-shape";
import { vacantFilterShape } from "./schemas";
import { vacantUnitsShape } from "./list-shape";

// How the server reads the vacant-units page's address: each filter with the endpoint's own
// schema (schemas.ts), so the page never sends a value the server would refuse.

export const vacantUnitsParams = defineListParams(vacantUnitsShape, {
  read: {
    property: vacantFilterShape.property.def.innerType,
    region: vacantFilterShape.region.def.innerType,
  },
  sort: z.optional(z.enum(VACANT_SORTS)),
});
export type VacantUnitsState = ReturnType<typeof vacantUnitsParams.parse>;
