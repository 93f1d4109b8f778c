import "server-only";

import type { PropertyListQuery } from "@/lib/rental/list-query";

import { asRecord, normaliseProperty, readPropertyList } from "@/lib/upstream/normalise";
import { readPropertyDeletion } from "@/lib/upstream/normalise-results";
import { upstreamFunction } from "@/lib/upstream/upstream-function";
import { propertyEndpoints } from "./endpoints";

// Properties: GET /properties, GET /properties/{documentNumber}, DELETE /properties/{id}.

/** A page of properties with their units; `meta.units_total` when upstream counts units. */
export const listProperties = upstreamFunction(propertyEndpoints.listProperties, {
  call: (query: PropertyListQuery) => ({ query }),
  read: readPropertyList,
  argsOf: ({ query }) => [query],
});

/** One property by its deed (document) number. */
export const getProperty = upstreamFunction(propertyEndpoints.getProperty, {
  call: (documentNumber: string) => ({ params: { documentNumber } }),
  read: asRecord(normaliseProperty),
  argsOf: ({ params }) => [params.documentNumber],
});

/** Deletes the property and its units. */
export const deleteProperty = upstreamFunction(propertyEndpoints.deleteProperty, {
  call: (id: number) => ({ params: { id } }),
  read: (body, [id]) => readPropertyDeletion(body, id),
  argsOf: ({ params }) => [params.id],
});
