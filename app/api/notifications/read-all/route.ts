import { ownRoute } from "@/lib/http/route";
import { notificationEndpoints } from "@/lib/notifications";
import { markAllNotificationsReadResponse } from "@/lib/notifications/handlers";

// POST /api/notifications/read-all — mark all of one's notifications read (anyone signed in)
export const POST = ownRoute(
  notificationEndpoints.markAllNotificationsRead,
  markAllNotificationsReadResponse,
);
