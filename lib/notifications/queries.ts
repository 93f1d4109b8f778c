import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";

import { notificationRoutes } from "./routes";
import type { NotificationItem, NotificationOrder, NotificationSettingsInput } from "./schemas";

// The notifications' query keys and calls for the browser (any signed-in user, their own only).
// The bell's stream (components/notifications/notification-bell.tsx) tells the page when they
// change; marking read refreshes them here.

export const notificationKeys = {
  all: ["notifications"] as const,
  list: (order: NotificationOrder, page: number) =>
    [...notificationKeys.all, "list", order, page] as const,
  settings: () => [...notificationKeys.all, "settings"] as const,
};

export const notificationListOptions = (order: NotificationOrder, page: number) =>
  queryOptions({
    queryKey: notificationKeys.list(order, page),
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(
        notificationRoutes.listNotifications,
        { query: { order, page, pageSize: 20 } },
        signal,
      );
      return { ...answer, data: answer.data as NotificationItem[] };
    },
    placeholderData: keepPreviousData,
  });

export function useNotifications(order: NotificationOrder, page: number) {
  return useQuery(notificationListOptions(order, page));
}

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: [...notificationKeys.all, "list"] });
}

export function useMarkRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint(notificationRoutes.markNotificationRead, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useMarkAllRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => callEndpoint(notificationRoutes.markAllNotificationsRead, {}),
    onSuccess: refresh,
  });
}

export const notificationSettingsOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => callEndpoint(notificationRoutes.getNotificationSettings, {}, signal),
  });

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsInput) =>
      callEndpoint(notificationRoutes.updateNotificationSettings, { body }),
    onSuccess: (answer) => client.setQueryData(notificationKeys.settings(), answer),
  });
}
