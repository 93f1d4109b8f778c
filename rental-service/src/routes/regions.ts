import { regionListQuerySchema } from "@/lib/rental/list-query";
import { regionSchema } from "@/lib/rental/records";
import { listOf } from "@/lib/rental/results";

import { listRegions } from "../domain/regions";
import { route } from "./route";

export const regionRoutes = {
  // GET /tenant/v1/regions — regions with their cities (filters[name][$contains], English or Arabic)
  listRegions: route({
    method: "GET",
    path: "/regions",
    summary: "List regions with their cities",
    description: "filters[name][$contains] matches the English or the Arabic name.",
    query: regionListQuerySchema,
    response: listOf(regionSchema),
    handle: async ({ query }, ctx) => {
      const { data, pagination } = await listRegions(await ctx.db(), query);
      return { data, meta: { pagination } };
    },
  }),
};
