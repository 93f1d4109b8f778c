import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { callEndpoint } from "../query/call-endpoint";
import { ownRoutes as e } from "@/lib/http/routes";
import type { ListId } from "@/lib/list-params/list-ids";
import type { ViewState } from "@/lib/saved-views/view-state";
import type { UpdateSavedViewInput } from "@/lib/saved-views/schemas";

// GET/POST /api/saved-views, PATCH/DELETE /api/saved-views/{id} (any signed-in user, for the
// lists their role reads). A change refreshes that list's views.

export const savedViewKeys = {
  all: ["saved-views"] as const,
  list: (list: ListId) => [...savedViewKeys.all, "list", list] as const,
};

export const savedViewsOptions = (list: ListId) =>
  queryOptions({
    queryKey: savedViewKeys.list(list),
    queryFn: ({ signal }) => callEndpoint(e.listSavedViews, { query: { list } }, signal),
  });

export function useSavedViews(list: ListId) {
  return useQuery(savedViewsOptions(list));
}

export type NewSavedView = { list: ListId; name: string; shared: boolean; state: ViewState };

export function useCreateSavedView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewSavedView) => callEndpoint(e.createSavedView, { body }),
    onSuccess: (_, body) =>
      void client.invalidateQueries({ queryKey: savedViewKeys.list(body.list) }),
  });
}

export function useUpdateSavedView(list: ListId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSavedViewInput & { id: string }) =>
      callEndpoint(e.updateSavedView, { params: { id }, body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: savedViewKeys.list(list) }),
  });
}

export function useDeleteSavedView(list: ListId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(e.deleteSavedView, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: savedViewKeys.list(list) }),
  });
}
