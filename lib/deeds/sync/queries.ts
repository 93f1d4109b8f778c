import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

import { callEndpoint } from "@/lib/query/call-endpoint";
import { propertyKeys } from "@/lib/properties/queries";
import type { StartSyncRun, SyncItemState, SyncRun } from "@/lib/deeds/sync/schemas";
import { deedRoutes } from "@/lib/deeds/routes";

// Bulk deed sync (admins): GET/POST /api/deed-sync/runs, GET /api/deed-sync/runs/{id},
// GET /api/deed-sync/runs/{id}/items, POST /api/deed-sync/runs/{id}/{pause|resume|cancel}.

export type SyncItemsParams = { state?: SyncItemState; page: number; pageSize: number };

export const syncRunKeys = {
  all: ["deed-sync"] as const,
  lists: () => [...syncRunKeys.all, "list"] as const,
  list: (params: { page: number; pageSize: number }) => [...syncRunKeys.lists(), params] as const,
  run: (id: string) => [...syncRunKeys.all, "run", id] as const,
  items: (id: string, params: SyncItemsParams) =>
    [...syncRunKeys.run(id), "items", params] as const,
};

/** A run that a worker may still change: its page asks again every second. */
export const isRunActive = (run: Pick<SyncRun, "status"> | undefined) =>
  run?.status === "queued" || run?.status === "running";

const POLL_MS = 1000;

/** The runs list as its page opens (the server answers it in the first HTML: prefetch.ts). */
export const FIRST_RUNS_PAGE = { page: 1, pageSize: 25 };

/** A run's deeds by outcome, each group from its first page of 20 (synced: interrupted ones). */
export const RESULT_GROUPS = ["changed", "unchanged", "failed", "synced"] as const;
export type ResultGroup = (typeof RESULT_GROUPS)[number];
export const FIRST_ITEMS_PAGE = { page: 1, pageSize: 20 };

/** The groups whose deeds a run's page asks for: those that have any. */
export const groupsWithItems = (run: Pick<SyncRun, "counts">) =>
  RESULT_GROUPS.filter((group) => run.counts[group] > 0);

export const syncRunOptions = (id: string) =>
  queryOptions({
    queryKey: syncRunKeys.run(id),
    queryFn: ({ signal }) => callEndpoint(deedRoutes.getSyncRun, { params: { id } }, signal),
  });

export function useSyncRun(id: string) {
  return useQuery({
    ...syncRunOptions(id),
    refetchInterval: (query) => (isRunActive(query.state.data?.data) ? POLL_MS : false),
  });
}

export const syncRunItemsOptions = (id: string, params: SyncItemsParams) =>
  queryOptions({
    queryKey: syncRunKeys.items(id, params),
    queryFn: ({ signal }) =>
      callEndpoint(deedRoutes.listSyncRunItems, { params: { id }, query: params }, signal),
  });

/** A page of a run's deeds; asked again while the run goes on. */
export function useSyncRunItems(id: string, params: SyncItemsParams, active: boolean) {
  return useQuery({
    ...syncRunItemsOptions(id, params),
    placeholderData: (previous) => previous,
    refetchInterval: active ? POLL_MS * 2 : false,
  });
}

export const syncRunListOptions = (params: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: syncRunKeys.list(params),
    queryFn: ({ signal }) => callEndpoint(deedRoutes.listSyncRuns, { query: params }, signal),
  });

export function useSyncRuns(params: { page: number; pageSize: number }) {
  return useQuery({
    ...syncRunListOptions(params),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (query.state.data?.data.some(isRunActive) ? POLL_MS * 2 : false),
  });
}

export function useStartSyncRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StartSyncRun) => callEndpoint(deedRoutes.startSyncRun, { body }),
    onSuccess: ({ data }) => {
      client.setQueryData(syncRunOptions(data.id).queryKey, { data, meta: {} });
      void client.invalidateQueries({ queryKey: syncRunKeys.lists() });
    },
  });
}

const CONTROL_ROUTES = {
  pause: deedRoutes.pauseSyncRun,
  resume: deedRoutes.resumeSyncRun,
  cancel: deedRoutes.cancelSyncRun,
} as const;

export function useControlSyncRun(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (control: keyof typeof CONTROL_ROUTES) =>
      callEndpoint(CONTROL_ROUTES[control], { params: { id } }),
    onSuccess: ({ data }) => {
      client.setQueryData(syncRunOptions(id).queryKey, { data, meta: {} });
      void client.invalidateQueries({ queryKey: syncRunKeys.all });
    },
  });
}

/** Synced deeds changed the properties list (its "last synced" column). */
/**
 * A run has just stopped: the properties' "last synced" is out of date, and so is the run's list
 * of deeds, last asked for up to two seconds before its final deeds were settled.
 */
export function useRefreshWhenRunStops(id: string) {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: propertyKeys.all });
    void client.invalidateQueries({ queryKey: [...syncRunKeys.run(id), "items"] });
  }, [client, id]);
}
