/** The window event the bell sends when the person's notifications change (detail: `{unread}`). */
export const NOTIFICATIONS_CHANGED = "rental-desk:notifications-changed";
