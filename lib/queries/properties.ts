import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api } from "./api-client";
import type { Pagination, Property } from "@/lib/rental/records";
import { stringifyListQuery } from "@/lib/rental/list-query";

// GET /api/v1/properties, GET /api/v1/properties/{documentNumber},
// POST /api/v1/properties/sync-deed/{id}, DELETE /api/v1/properties/{id}

export type PropertyListParams = {
  name?: string;
  page: number;
  pageSize: number;
  /** `property_name:asc`, `document_number:desc`, … */
  sort?: string;
};

export const propertyKeys = {
  all: ["properties"] as const,
  lists: () => [...propertyKeys.all, "list"] as const,
  list: (params: PropertyListParams) => [...propertyKeys.lists(), params] as const,
  details: () => [...propertyKeys.all, "detail"] as const,
  detail: (documentNumber: string) => [...propertyKeys.details(), documentNumber] as const,
};

export function propertyListUrl({ name, page, pageSize, sort }: PropertyListParams): string {
  const query = stringifyListQuery({
    filters: name ? { property_name: { $contains: name } } : undefined,
    pagination: { page, pageSize },
    sort,
  });
  return `/api/v1/properties?${query}`;
}

export const propertyListOptions = (params: PropertyListParams) =>
  queryOptions({
    queryKey: propertyKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<Property[], { pagination: Pagination }>(propertyListUrl(params), signal),
  });

export const propertyOptions = (documentNumber: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(documentNumber),
    queryFn: ({ signal }) =>
      api.get<Property>(`/api/v1/properties/${encodeURIComponent(documentNumber)}`, signal),
  });

export function usePropertyList(params: PropertyListParams) {
  // Keep the previous page on screen while the next one loads (no flash of skeletons).
  return useQuery({ ...propertyListOptions(params), placeholderData: (previous) => previous });
}

export function useProperty(documentNumber: string, enabled = true) {
  return useQuery({ ...propertyOptions(documentNumber), enabled });
}

/** What sync-deed changed: a field's old and new value, or a unit added from the registry. */
export type SyncChange =
  | { field: string; from: string | number | null; to: string | number | null }
  | { field: "units"; action: "added"; unit_number: string };

export function useSyncDeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: number) =>
      api.post<Property>(`/api/v1/properties/sync-deed/${propertyId}`) as Promise<{
        data: Property;
        meta: { changes?: SyncChange[]; synced_at?: string };
      }>,
    onSuccess: ({ data }) => {
      client.setQueryData(propertyKeys.detail(data.document_number), { data, meta: {} });
      void client.invalidateQueries({ queryKey: propertyKeys.all });
    },
  });
}

export function useDeleteProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (property: Pick<Property, "id" | "document_number">) =>
      api.delete<unknown>(`/api/v1/properties/${property.id}`),
    onSuccess: (_result, property) => {
      // Drop the deleted property's page rather than refetching it into a 404.
      client.removeQueries({ queryKey: propertyKeys.detail(property.document_number) });
      void client.invalidateQueries({ queryKey: propertyKeys.lists() });
    },
  });
}
