import { endpoint } from "@/lib/http/endpoint";
import { MIRROR_ROUTES as r } from "@/lib/route-table";
import { contractCreateRequestSchema, contractUpdateSchema } from "@/lib/rental/contract";
import { deedRemoteSearchSchema, deedSearchSchema } from "@/lib/rental/deed";
import {
  partySearchQuerySchema,
  propertyListQuerySchema,
  regionListQuerySchema,
} from "@/lib/rental/list-query";
import { partyUpdateSchema } from "@/lib/rental/party";
import { documentNumberParams, idParams } from "@/lib/rental/path-params";
import {
  contractSchema,
  partySchema,
  propertySchema,
  regionSchema,
  unitSchema,
} from "@/lib/rental/records";
import {
  contractDeletionSchema,
  deedSchema,
  envelopeOf,
  listOf,
  propertyDeletionSchema,
  propertyListMetaSchema,
  recordOf,
  syncMetaSchema,
} from "@/lib/rental/results";
import { unitUpdateSchema } from "@/lib/rental/unit";
import * as z from "zod/mini";

// The 14 business endpoints of the mirror: `/api/v1/<path>` ↔ upstream `/tenant/v1/<path>`.
// Route files (app/api/v1), upstream functions (lib/upstream), the browser's query functions
// (lib/queries) and the OpenAPI document (GET /api/v1/openapi.json) are all derived from here.

const byId = ({ params }: { params: { id: number } }) => params.id;

export const mirrorEndpoints = {
  searchParties: endpoint({
    ...r.searchParties,
    summary: "Search parties (lessors and tenants)",
    permission: "rental:read",
    query: partySearchQuerySchema,
    response: listOf(partySchema),
  }),
  updateParty: endpoint({
    ...r.updateParty,
    summary: "Update a party",
    permission: "party:update",
    params: idParams,
    body: partyUpdateSchema,
    response: recordOf(partySchema),
    audit: { action: "party.update", targetType: "party", target: byId },
  }),
  createContract: endpoint({
    ...r.createContract,
    summary: "Create a contract (recorded in the contract register)",
    permission: "contract:create",
    body: contractCreateRequestSchema,
    response: recordOf(contractSchema),
    audit: {
      action: "contract.create",
      targetType: "contract",
      target: (_input, result) => result?.data.id ?? null,
    },
  }),
  updateContract: endpoint({
    ...r.updateContract,
    summary: "Change a contract's dates",
    permission: "contract:update",
    params: idParams,
    body: contractUpdateSchema,
    response: recordOf(contractSchema),
    audit: { action: "contract.update", targetType: "contract", target: byId },
  }),
  deleteContract: endpoint({
    ...r.deleteContract,
    summary: "Delete a draft contract or terminate an active one",
    permission: "contract:delete",
    params: idParams,
    response: recordOf(contractDeletionSchema),
    audit: { action: "contract.delete", targetType: "contract", target: byId },
  }),
  searchDeed: endpoint({
    ...r.searchDeed,
    summary: "Find a deed among the service's properties",
    permission: "deed:search",
    body: deedSearchSchema,
    response: recordOf(deedSchema),
    audit: { action: "deed.search", targetType: "deed", target: ({ body }) => body.deed_id },
  }),
  searchDeedRemote: endpoint({
    ...r.searchDeedRemote,
    summary: "Find a deed in the national registry (imports it as a property)",
    permission: "deed:search-remote",
    body: deedRemoteSearchSchema,
    response: recordOf(deedSchema),
    audit: {
      action: "deed.search-remote",
      targetType: "deed",
      target: ({ body }) => body.deed_id,
    },
  }),
  listProperties: endpoint({
    ...r.listProperties,
    summary: "List properties with their units",
    permission: "rental:read",
    query: propertyListQuerySchema,
    response: envelopeOf(z.array(propertySchema), propertyListMetaSchema),
  }),
  getProperty: endpoint({
    ...r.getProperty,
    summary: "One property by its deed (document) number",
    permission: "rental:read",
    params: documentNumberParams,
    response: recordOf(propertySchema),
  }),
  syncDeed: endpoint({
    ...r.syncDeed,
    summary: "Refresh a property from its deed in the national registry",
    permission: "property:sync",
    params: idParams,
    response: envelopeOf(propertySchema, syncMetaSchema),
    audit: { action: "property.sync", targetType: "property", target: byId },
  }),
  deleteProperty: endpoint({
    ...r.deleteProperty,
    summary: "Delete a property and its units",
    permission: "property:delete",
    params: idParams,
    response: recordOf(propertyDeletionSchema),
    audit: { action: "property.delete", targetType: "property", target: byId },
  }),
  getUnit: endpoint({
    ...r.getUnit,
    summary: "One unit",
    permission: "rental:read",
    params: idParams,
    response: recordOf(unitSchema),
  }),
  updateUnit: endpoint({
    ...r.updateUnit,
    summary: "Update a unit",
    permission: "unit:update",
    params: idParams,
    body: unitUpdateSchema,
    response: recordOf(unitSchema),
    audit: { action: "unit.update", targetType: "unit", target: byId },
  }),
  listRegions: endpoint({
    ...r.listRegions,
    summary: "List regions with their cities",
    permission: "rental:read",
    query: regionListQuerySchema,
    response: listOf(regionSchema),
  }),
};

export type MirrorEndpoints = typeof mirrorEndpoints;
export type MirrorEndpoint = MirrorEndpoints[keyof MirrorEndpoints];
