import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { NotificationEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const NOTIFICATION_ROUTES = {
  listNotifications: { method: "GET", path: "/api/notifications" },
  unreadNotifications: { method: "GET", path: "/api/notifications/unread" },
  markNotificationRead: { method: "POST", path: "/api/notifications/{id}/read" },
  markAllNotificationsRead: { method: "POST", path: "/api/notifications/read-all" },
  getNotificationSettings: { method: "GET", path: "/api/notifications/settings" },
  updateNotificationSettings: { method: "PUT", path: "/api/notifications/settings" },
  sweepNotifications: { method: "POST", path: "/api/notifications/sweep" },
  notificationStream: { method: "GET", path: "/api/notifications/stream" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const notificationRoutes: RoutesOf<NotificationEndpoints> = NOTIFICATION_ROUTES;
