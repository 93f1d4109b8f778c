import "server-only";

import type { PropertyListQuery } from "@/lib/rental/list-query";

import { asRecord, normaliseProperty, readPropertyList } from "../upstream/normalise";
import { readPropertyDeletion, readSync } from "../upstream/normalise-results";
import { upstreamFunction } from "../upstream/upstream-function";
import { deedEndpoints } from "@/lib/deeds";
import { propertyEndpoints } from "./endpoints";

// Properties: GET /properties, GET /properties/{documentNumber},
// POST /properties/sync-deed/{id}, DELETE /properties/{id}.

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

/** Re-pulls the deed from the national registry; `meta.changes` says what changed. */
export const syncDeed = upstreamFunction(deedEndpoints.syncDeed, {
  call: (id: number) => ({ params: { id } }),
  read: readSync,
  argsOf: ({ params }) => [params.id],
});

/** Deletes the property and its units. */
export const deleteProperty = upstreamFunction(propertyEndpoints.deleteProperty, {
  call: (id: number) => ({ params: { id } }),
  read: (body, [id]) => readPropertyDeletion(body, id),
  argsOf: ({ params }) => [params.id],
});
