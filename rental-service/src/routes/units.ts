import * as z from "zod/mini";

import { idParams, recordId } from "@/lib/rental/path-params";
import { unitSchema } from "@/lib/rental/records";
import { recordOf } from "@/lib/rental/results";
import { unitUpdateSchema } from "@/lib/rental/unit";

import { getUnit, updateUnit } from "../domain/units";
import { route } from "./route";

export const unitRoutes = {
  // GET /tenant/v1/units/{unit_id} — one unit
  getUnit: route({
    method: "GET",
    path: "/units/{unit_id}",
    summary: "A unit",
    params: z.object({ unit_id: recordId }),
    response: recordOf(unitSchema),
    handle: async ({ params }, ctx) => ({
      data: await getUnit(await ctx.db(), params.unit_id),
      meta: {},
    }),
  }),

  // PUT /tenant/v1/units/{id} — replace a unit's details
  updateUnit: route({
    method: "PUT",
    path: "/units/{id}",
    summary: "Replace a unit",
    description: "unit_number is unique within the property (DUPLICATE_UNIT_NUMBER).",
    params: idParams,
    body: unitUpdateSchema,
    response: recordOf(unitSchema),
    handle: async ({ params, body }, ctx) => ({
      data: await updateUnit(await ctx.db(), params.id, body),
      meta: {},
    }),
  }),
};
