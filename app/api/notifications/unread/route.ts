import { ownRoute } from "@/lib/http/route";
import { notificationEndpoints } from "@/lib/notifications";
import { unreadNotificationsResponse } from "@/lib/notifications/handlers";

// GET /api/notifications/unread — how many of one's notifications are unread (anyone signed in)
export const GET = ownRoute(notificationEndpoints.unreadNotifications, unreadNotificationsResponse);
