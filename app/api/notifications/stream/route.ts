import { ownRoute } from "@/lib/http/route";
import { notificationEndpoints } from "@/lib/notifications";
import { notificationStreamResponse } from "@/lib/notifications/stream";

// GET /api/notifications/stream — server-sent events: the unread count and newest items (anyone signed in)
export const GET = ownRoute(notificationEndpoints.notificationStream, notificationStreamResponse);

// A stream stays open: never prerendered, never cached.
export const dynamic = "force-dynamic";
