// The notifications feature's public face: what other features and the app use of it.

export { notificationEndpoints } from "./endpoints";
export { notificationRoutes } from "./routes";
export {
  NOTIFICATION_KINDS,
  THRESHOLD_MAX_DAYS,
  THRESHOLD_MIN_DAYS,
  type NotificationKind,
} from "./kinds";
