import * as z from "zod/mini";

import { deedRemoteSearchSchema, deedSearchSchema } from "@/lib/rental/deed";
import { deedSchema, envelopeOf, recordOf } from "@/lib/rental/results";

import { searchLocalDeed, searchRemoteDeed } from "../domain/deeds";
import { route } from "./route";

export const deedRoutes = {
  // POST /tenant/v1/properties/search-deed — find a deed among local properties
  searchDeed: route({
    method: "POST",
    path: "/properties/search-deed",
    summary: "Find a local deed",
    body: deedSearchSchema,
    response: recordOf(deedSchema),
    handle: async ({ body }, ctx) => ({
      data: await searchLocalDeed(await ctx.db(), body.deed_id),
      meta: {},
    }),
  }),

  // POST /tenant/v1/properties/search-deed/remote — find a deed in the national registry
  searchDeedRemote: route({
    method: "POST",
    path: "/properties/search-deed/remote",
    summary: "Find a deed in the national registry",
    description:
      "owner_id and date (Hijri) must match the deed (DEED_MISMATCH, 400, fields named). A deed not yet local is imported as a property with its units.",
    body: deedRemoteSearchSchema,
    response: envelopeOf(deedSchema, z.object({ imported: z.boolean() })),
    handle: async ({ body }, ctx) => {
      const data = await searchRemoteDeed(await ctx.db(), body);
      return { data, meta: { imported: data.imported } };
    },
  }),
};
