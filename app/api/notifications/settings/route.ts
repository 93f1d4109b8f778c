import { ownRoute } from "@/lib/http/route";
import { notificationEndpoints } from "@/lib/notifications";
import {
  getNotificationSettingsResponse,
  updateNotificationSettingsResponse,
} from "@/lib/notifications/handlers";

// GET /api/notifications/settings — one's kinds and thresholds (anyone signed in)
export const GET = ownRoute(
  notificationEndpoints.getNotificationSettings,
  getNotificationSettingsResponse,
);

// PUT /api/notifications/settings — choose kinds and thresholds (anyone signed in)
export const PUT = ownRoute(
  notificationEndpoints.updateNotificationSettings,
  updateNotificationSettingsResponse,
);
