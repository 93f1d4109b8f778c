import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";
import { staleCutoff } from "@/lib/properties/stale-cutoff";
import type { PropertyListQuery } from "@/lib/rental/list-query";
import type { Property } from "@/lib/rental/records";
import { propertyRoutes } from "./routes";

// GET /api/v1/properties, GET /api/v1/properties/{documentNumber}, DELETE /api/v1/properties/{id}

export type PropertyListParams = {
  name?: string;
  /** Not synced within this many days (never-synced included): our service's extension. */
  staleDays?: number;
  page: number;
  pageSize: number;
  /** `property_name:asc`, `document_number:desc`, … */
  sort?: string;
};

/** The new-contract unit picker's list: the first ten properties matching a name. */
export const pickerPropertyParams = (name?: string): PropertyListParams => ({
  name,
  page: 1,
  pageSize: 10,
});

export const propertyKeys = {
  all: ["properties"] as const,
  lists: () => [...propertyKeys.all, "list"] as const,
  list: (params: PropertyListParams) => [...propertyKeys.lists(), params] as const,
  details: () => [...propertyKeys.all, "detail"] as const,
  detail: (documentNumber: string) => [...propertyKeys.details(), documentNumber] as const,
};

/**
 * The list page's state as the server's query (also what a server component passes upstream).
 * "Not synced within N days" becomes an instant when the query is sent, so the query key keeps
 * the days (a key that changed every millisecond would never be found again).
 */
export function propertyListQuery(
  { name, staleDays, page, pageSize, sort }: PropertyListParams,
  now: Date = new Date(),
) {
  const filters = {
    ...(name ? { property_name: { $contains: name } } : {}),
    ...(staleDays ? { synced_at: { $lt: staleCutoff(staleDays, now) } } : {}),
  };
  return {
    filters: Object.keys(filters).length ? filters : undefined,
    pagination: { page, pageSize },
    sort,
  } satisfies PropertyListQuery;
}

export const propertyListOptions = (params: PropertyListParams) =>
  queryOptions({
    queryKey: propertyKeys.list(params),
    queryFn: ({ signal }) =>
      callEndpoint(propertyRoutes.listProperties, { query: propertyListQuery(params) }, signal),
  });

export const propertyOptions = (documentNumber: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(documentNumber),
    queryFn: ({ signal }) =>
      callEndpoint(propertyRoutes.getProperty, { params: { documentNumber } }, signal),
  });

export function usePropertyList(params: PropertyListParams) {
  // Keep the previous page on screen while the next one loads (no flash of skeletons).
  return useQuery({ ...propertyListOptions(params), placeholderData: (previous) => previous });
}

export function useProperty(documentNumber: string, enabled = true) {
  return useQuery({ ...propertyOptions(documentNumber), enabled });
}

export function useDeleteProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (property: Pick<Property, "id" | "document_number">) =>
      callEndpoint(propertyRoutes.deleteProperty, { params: { id: property.id } }),
    onSuccess: (_result, property) => {
      // Drop the deleted property's page rather than refetching it into a 404.
      client.removeQueries({ queryKey: propertyKeys.detail(property.document_number) });
      void client.invalidateQueries({ queryKey: propertyKeys.lists() });
    },
  });
}
