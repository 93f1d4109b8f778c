import * as z from "zod/mini";

import { endpoint } from "@/lib/http/endpoint";
import { listOf, recordOf } from "@/lib/rental/results";

import { NOTIFICATION_ROUTES } from "./routes";
import {
  markedSchema,
  notificationListQuerySchema,
  notificationParamsSchema,
  notificationSchema,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  sweptSchema,
  unreadSchema,
} from "./schemas";

// The notifications feature's endpoints: method, path, permission, schemas. Everyone signed in
// has their own notifications and settings; what each role is told is the kinds' business
// (kinds.ts). Reading and marking read change no records and are not audited.

export const notificationEndpoints = {
  listNotifications: endpoint({
    ...NOTIFICATION_ROUTES.listNotifications,
    summary:
      "One's own notifications, a page at a time: unread first (the default) or newest first",
    permission: "signed-in",
    query: notificationListQuerySchema,
    response: listOf(notificationSchema),
  }),
  unreadNotifications: endpoint({
    ...NOTIFICATION_ROUTES.unreadNotifications,
    summary: "How many of one's notifications are unread",
    permission: "signed-in",
    response: recordOf(unreadSchema),
  }),
  markNotificationRead: endpoint({
    ...NOTIFICATION_ROUTES.markNotificationRead,
    summary: "Mark one of one's notifications read (404 for anyone else's)",
    permission: "signed-in",
    params: notificationParamsSchema,
    response: recordOf(notificationSchema),
  }),
  markAllNotificationsRead: endpoint({
    ...NOTIFICATION_ROUTES.markAllNotificationsRead,
    summary: "Mark all of one's notifications read; how many were unread",
    permission: "signed-in",
    response: recordOf(markedSchema),
  }),
  getNotificationSettings: endpoint({
    ...NOTIFICATION_ROUTES.getNotificationSettings,
    summary: "One's notification settings, and the kinds one's role is told of",
    permission: "signed-in",
    response: recordOf(notificationSettingsSchema),
  }),
  updateNotificationSettings: endpoint({
    ...NOTIFICATION_ROUTES.updateNotificationSettings,
    summary:
      "Choose the kinds one is told of and the thresholds (days before a notice deadline, before a contract ends)",
    permission: "signed-in",
    body: notificationSettingsInputSchema,
    response: recordOf(notificationSettingsSchema),
  }),
  sweepNotifications: endpoint({
    ...NOTIFICATION_ROUTES.sweepNotifications,
    summary:
      "Make today's time-based notifications for everyone now, as the daily job does (operators, tests); adds nothing already made",
    permission: "user:manage",
    response: recordOf(sweptSchema),
  }),
  notificationStream: endpoint({
    ...NOTIFICATION_ROUTES.notificationStream,
    summary:
      "Server-sent events for an open tab: `unread` events with the count and the newest unread items, at once and on every change; a comment line every 15 s; ends with the session",
    permission: "signed-in",
    response: z.string(),
    files: ["text/event-stream"],
  }),
};

export type NotificationEndpoints = typeof notificationEndpoints;
