import { ownRoute } from "@/lib/http/route";
import { notificationEndpoints } from "@/lib/notifications";
import { sweepNotificationsResponse } from "@/lib/notifications/handlers";

// POST /api/notifications/sweep — make today's time-based notifications for everyone now (admin)
export const POST = ownRoute(notificationEndpoints.sweepNotifications, sweepNotificationsResponse);
