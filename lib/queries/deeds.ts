import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "./api-client";
import { propertyKeys } from "./properties";
import type { DeedRemoteSearch, DeedSearch } from "@/lib/rental/deed";

// POST /api/v1/properties/search-deed, POST /api/v1/properties/search-deed/remote.
// Searches are POSTs upstream, so they are mutations here: run on demand, never retried.

/** A deed as the service answers a search (fields the interface leaves open; all optional). */
export type DeedResult = {
  document_number?: string;
  owner_id?: string;
  deed_date_hijri?: string;
  deed_date?: string | null;
  property_id?: number | null;
  property_name?: string;
  region_id?: number | null;
  city_id?: number | null;
  imported?: boolean;
  source?: "local" | "registry";
  units?: { unit_number: string }[];
};

export function useDeedSearch() {
  return useMutation({
    mutationFn: (body: DeedSearch) => api.post<DeedResult>("/api/v1/properties/search-deed", body),
  });
}

export function useRemoteDeedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeedRemoteSearch) =>
      api.post<DeedResult>("/api/v1/properties/search-deed/remote", body),
    // A registry deed found for the first time becomes a local property.
    onSuccess: ({ data }) => {
      if (data.imported) void client.invalidateQueries({ queryKey: propertyKeys.all });
    },
  });
}
