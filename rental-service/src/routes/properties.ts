import * as z from "zod/mini";

import { propertyListQuerySchema } from "@/lib/rental/list-query";
import { documentNumberParams, idParams } from "@/lib/rental/path-params";
import { propertySchema } from "@/lib/rental/records";
import {
  envelopeOf,
  listMetaSchema,
  propertyDeletionSchema,
  recordOf,
  syncMetaSchema,
} from "@/lib/rental/results";

import { deleteProperty, getPropertyByDocument, listProperties } from "../domain/properties";
import { syncDeed } from "../domain/sync";
import { route } from "./route";

/**
 * `meta` of GET properties as this service answers it. units_total is always sent, yet optional
 * here: an extension of the interface, which a client generated from the document should not
 * rely on (the dashboard reads it as null when missing: lib/rental/results.ts).
 */
const propertyListMeta = z.extend(listMetaSchema, {
  units_total: z
    .optional(z.int().check(z.nonnegative()))
    .check(z.describe("Extension: units of all matching properties")),
});

export const propertyRoutes = {
  // GET /tenant/v1/properties — list properties (filters[property_name][$contains], pagination, sort)
  listProperties: route({
    method: "GET",
    path: "/properties",
    summary: "List properties",
    description:
      "meta.units_total is this service's extension to the interface: the number of units of all properties matching the filter (every page), so that a client can count units without paging through properties. A real upstream may not send it. So are filters[synced_at][$lt] and sort=synced_at, for finding deeds not synced for a while.",
    query: propertyListQuerySchema,
    response: envelopeOf(z.array(propertySchema), propertyListMeta),
    handle: async ({ query }, ctx) => {
      const { data, pagination, unitsTotal } = await listProperties(await ctx.db(), query);
      return { data, meta: { pagination, units_total: unitsTotal } };
    },
  }),

  // GET /tenant/v1/properties/{documentNumber} — one property by its deed number
  getProperty: route({
    method: "GET",
    path: "/properties/{documentNumber}",
    summary: "A property by deed number",
    params: documentNumberParams,
    response: recordOf(propertySchema),
    handle: async ({ params }, ctx) => ({
      data: await getPropertyByDocument(await ctx.db(), params.documentNumber),
      meta: {},
    }),
  }),

  // POST /tenant/v1/properties/sync-deed/{id} — pull the registry's data into property {id}
  syncDeed: route({
    method: "POST",
    path: "/properties/sync-deed/{id}",
    summary: "Synchronise a property with its registry deed",
    description:
      "Overwrites name, owner, Hijri date, region and city; adds registered units missing locally. meta.changes lists what changed.",
    params: idParams,
    response: envelopeOf(propertySchema, syncMetaSchema),
    handle: async ({ params }, ctx) => {
      const now = ctx.now();
      const { property, changes } = await syncDeed(await ctx.db(), params.id, now);
      return { data: property, meta: { changes, synced_at: now.toISOString() } };
    },
  }),

  // DELETE /tenant/v1/properties/{id} — delete property {id} and its units
  deleteProperty: route({
    method: "DELETE",
    path: "/properties/{id}",
    summary: "Delete a property and its units",
    description:
      "Refused while a unit has a draft or active contract (PROPERTY_HAS_ACTIVE_CONTRACTS).",
    params: idParams,
    response: recordOf(propertyDeletionSchema),
    handle: async ({ params }, ctx) => ({
      data: await deleteProperty(await ctx.db(), params.id, ctx.today()),
      meta: {},
    }),
  }),
};
