import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import { mirrored, type Prefetch } from "@/lib/upstream/prefetch";

import {
  propertyListOptions,
  propertyListQuery,
  propertyOptions,
  type PropertyListParams,
} from "./queries";
import { unitOptions } from "./unit-queries";
import { getUnit } from "./unit-upstream";
import { getProperty, listProperties } from "./upstream";

// The properties and units a page reads first, answered on the server (lib/upstream/prefetch.ts).

export const propertyPrefetch = {
  propertyList: (user: SessionUser, params: PropertyListParams): Prefetch => ({
    queryKey: propertyListOptions(params).queryKey,
    queryFn: () => mirrored(listProperties, user, { query: propertyListQuery(params) }),
  }),
  property: (user: SessionUser, documentNumber: string): Prefetch => ({
    queryKey: propertyOptions(documentNumber).queryKey,
    queryFn: () => mirrored(getProperty, user, { params: { documentNumber } }),
  }),
  unit: (user: SessionUser, id: number): Prefetch => ({
    queryKey: unitOptions(id).queryKey,
    queryFn: () => mirrored(getUnit, user, { params: { id } }),
  }),
};
