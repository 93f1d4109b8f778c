import { useMutation, useQueryClient } from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";
import { propertyKeys, propertyOptions } from "@/lib/properties/queries";
import type { DeedRemoteSearch, DeedSearch } from "@/lib/rental/deed";
import { deedRoutes } from "./routes";

// POST /api/v1/properties/search-deed, POST /api/v1/properties/search-deed/remote,
// POST /api/v1/properties/sync-deed/{id}.
// Searches are POSTs upstream, so they are mutations here: run on demand, never retried.

export function useDeedSearch() {
  return useMutation({
    mutationFn: (body: DeedSearch) => callEndpoint(deedRoutes.searchDeed, { body }),
  });
}

export function useRemoteDeedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeedRemoteSearch) => callEndpoint(deedRoutes.searchDeedRemote, { body }),
    // A registry deed found for the first time becomes a local property.
    onSuccess: ({ data }) => {
      if (data.imported) void client.invalidateQueries({ queryKey: propertyKeys.all });
    },
  });
}

export function useSyncDeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: number) =>
      callEndpoint(deedRoutes.syncDeed, { params: { id: propertyId } }),
    onSuccess: ({ data }) => {
      client.setQueryData(propertyOptions(data.document_number).queryKey, { data, meta: {} });
      void client.invalidateQueries({ queryKey: propertyKeys.all });
    },
  });
}
