import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";
import type { ListId } from "@/lib/list-params/list-ids";
import type { ViewState } from "@/lib/saved-views/view-state";
import type { UpdateSavedViewInput } from "@/lib/saved-views/schemas";
import { savedViewRoutes } from "./routes";

// GET/POST /api/saved-views, PATCH/DELETE /api/saved-views/{id} (any signed-in user, for the
// lists their role reads). A change refreshes that list's views.

export const savedViewKeys = {
  all: ["saved-views"] as const,
  list: (list: ListId) => [...savedViewKeys.all, "list", list] as const,
};

export const savedViewsOptions = (list: ListId) =>
  queryOptions({
    queryKey: savedViewKeys.list(list),
    queryFn: ({ signal }) =>
      callEndpoint(savedViewRoutes.listSavedViews, { query: { list } }, signal),
  });

export function useSavedViews(list: ListId) {
  return useQuery(savedViewsOptions(list));
}

export type NewSavedView = { list: ListId; name: string; shared: boolean; state: ViewState };

export function useCreateSavedView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewSavedView) => callEndpoint(savedViewRoutes.createSavedView, { body }),
    onSuccess: (_, body) =>
      void client.invalidateQueries({ queryKey: savedViewKeys.list(body.list) }),
  });
}

export function useUpdateSavedView(list: ListId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSavedViewInput & { id: string }) =>
      callEndpoint(savedViewRoutes.updateSavedView, { params: { id }, body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: savedViewKeys.list(list) }),
  });
}

export function useDeleteSavedView(list: ListId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(savedViewRoutes.deleteSavedView, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: savedViewKeys.list(list) }),
  });
}
