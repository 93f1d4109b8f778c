import { endpoint } from "@/lib/http/endpoint";
import { propertyListQuerySchema } from "@/lib/rental/list-query";
import { documentNumber, documentNumberParams, idParams } from "@/lib/rental/path-params";
import { propertySchema, unitSchema } from "@/lib/rental/records";
import {
  envelopeOf,
  propertyDeletionSchema,
  propertyListMetaSchema,
  recordOf,
} from "@/lib/rental/results";
import { unitUpdateSchema } from "@/lib/rental/unit";
import * as z from "zod/mini";
import { exportEndpoint } from "@/lib/exports/endpoint";
import { PROPERTY_ROUTES } from "./routes";

// The properties feature's endpoints: method, path, permission, schemas and audit action.

const byId = ({ params }: { params: { id: number } }) => params.id;

export const propertyEndpoints = {
  listProperties: endpoint({
    ...PROPERTY_ROUTES.listProperties,
    summary: "List properties with their units",
    permission: "rental:read",
    query: propertyListQuerySchema,
    response: envelopeOf(z.array(propertySchema), propertyListMetaSchema),
  }),
  getProperty: endpoint({
    ...PROPERTY_ROUTES.getProperty,
    summary: "One property by its deed (document) number",
    permission: "rental:read",
    params: documentNumberParams,
    response: recordOf(propertySchema),
  }),
  deleteProperty: endpoint({
    ...PROPERTY_ROUTES.deleteProperty,
    summary: "Delete a property and its units",
    permission: "property:delete",
    params: idParams,
    response: recordOf(propertyDeletionSchema),
    audit: { action: "property.delete", targetType: "property", target: byId },
  }),
  getUnit: endpoint({
    ...PROPERTY_ROUTES.getUnit,
    summary: "One unit",
    permission: "rental:read",
    params: idParams,
    response: recordOf(unitSchema),
  }),
  updateUnit: endpoint({
    ...PROPERTY_ROUTES.updateUnit,
    summary: "Update a unit",
    permission: "unit:update",
    params: idParams,
    body: unitUpdateSchema,
    response: recordOf(unitSchema),
    audit: { action: "unit.update", targetType: "unit", target: byId },
  }),
  // Exports: every row matching the list page's filters, streamed as CSV or .xlsx; the
  // permission is the list page's own. Audited as list.export.
  exportProperties: exportEndpoint(
    "properties",
    "All properties matching the filters",
    "rental:read",
  ),
  exportUnits: exportEndpoint("units", "A property's units", "rental:read", {
    property: documentNumber,
  }),
};

export type PropertyEndpoints = typeof propertyEndpoints;
