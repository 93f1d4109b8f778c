import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import { asReceived, type Prefetch } from "@/lib/upstream/prefetch";

import { notificationEndpoints } from "./endpoints";
import { notificationListBody, notificationSettingsBody } from "./handlers";
import { notificationListOptions, notificationSettingsOptions } from "./queries";
import type { NotificationItem } from "./schemas";

// What the notifications' pages read first, answered on the server under the browser's query
// keys (lib/upstream/prefetch.ts): the first page of the list in its first order, and one's
// settings. The pages then load no answer check of their own.

export const notificationPrefetch = {
  list: (user: SessionUser): Prefetch => ({
    queryKey: notificationListOptions("unread", 1).queryKey,
    queryFn: async () => {
      const body = asReceived(
        notificationEndpoints.listNotifications,
        await notificationListBody(user, { order: "unread", page: 1, pageSize: 20 }),
      );
      return { ...body, data: body.data as NotificationItem[] };
    },
  }),
  settings: (user: SessionUser): Prefetch => ({
    queryKey: notificationSettingsOptions().queryKey,
    queryFn: async () =>
      asReceived(
        notificationEndpoints.getNotificationSettings,
        await notificationSettingsBody(user),
      ),
  }),
};
