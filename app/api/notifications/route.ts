import { ownRoute } from "@/lib/http/route";
import { notificationEndpoints } from "@/lib/notifications";
import { listNotificationsResponse } from "@/lib/notifications/handlers";

// GET /api/notifications — one's own notifications, unread first or newest first (anyone signed in)
export const GET = ownRoute(notificationEndpoints.listNotifications, listNotificationsResponse);
