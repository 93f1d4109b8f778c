import { ownRoute } from "@/lib/http/route";
import { notificationEndpoints } from "@/lib/notifications";
import { markNotificationReadResponse } from "@/lib/notifications/handlers";

// POST /api/notifications/{id}/read — mark one of one's notifications read (anyone signed in)
export const POST = ownRoute(
  notificationEndpoints.markNotificationRead,
  markNotificationReadResponse,
);
