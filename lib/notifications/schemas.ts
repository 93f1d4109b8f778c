import * as z from "zod/mini";

import { pageQueryShape } from "@/lib/http/page-query";
import { wholeNumber } from "@/lib/rental/fields";
import { msg } from "@/lib/rental/messages";

import {
  NOTIFICATION_KINDS,
  THRESHOLD_MAX_DAYS,
  THRESHOLD_MIN_DAYS,
  type NotificationDetails,
} from "./kinds";

// Request and answer rules of /api/notifications, shared by the settings form and the route
// handlers.

export const NOTIFICATION_ORDERS = ["unread", "newest"] as const;
export type NotificationOrder = (typeof NOTIFICATION_ORDERS)[number];

// GET /api/notifications?page=&pageSize=&order=unread|newest
export const notificationListQuerySchema = z.strictObject(
  {
    ...pageQueryShape,
    order: z._default(
      z.enum(NOTIFICATION_ORDERS, {
        error: msg("validation.oneOf", { values: NOTIFICATION_ORDERS.join(", ") }),
      }),
      "unread",
    ),
  },
  { error: msg("validation.unknownQueryParameter") },
);

export const notificationParamsSchema = z.strictObject({
  id: z.coerce
    .number({ error: msg("validation.number") })
    .check(
      wholeNumber(msg("validation.wholeNumber")),
      z.gte(1, { error: msg("validation.atLeast", { min: 1 }) }),
      z.lte(Number.MAX_SAFE_INTEGER, { error: msg("validation.tooLarge") }),
    ),
});

const kindSchema = z.enum(NOTIFICATION_KINDS, {
  error: msg("validation.oneOf", { values: NOTIFICATION_KINDS.join(", ") }),
});

const thresholdSchema = z
  .number({ error: msg("validation.number") })
  .check(
    wholeNumber(msg("validation.wholeNumber")),
    z.gte(THRESHOLD_MIN_DAYS, { error: msg("validation.atLeast", { min: THRESHOLD_MIN_DAYS }) }),
    z.lte(THRESHOLD_MAX_DAYS, { error: msg("validation.atMostDays", { max: THRESHOLD_MAX_DAYS }) }),
  );

// PUT /api/notifications/settings: the kinds turned off and the two thresholds (days).
export const notificationSettingsInputSchema = z.strictObject({
  disabledKinds: z.array(kindSchema),
  noticeDays: thresholdSchema,
  endingDays: thresholdSchema,
});
export type NotificationSettingsInput = z.output<typeof notificationSettingsInputSchema>;

export const notificationSettingsSchema = z.object({
  ...notificationSettingsInputSchema.shape,
  /** The kinds this person's role may receive (the others are never made for them). */
  kinds: z.array(kindSchema),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

/** One notification as its owner reads it. */
export const notificationSchema = z.object({
  id: z.number(),
  kind: kindSchema,
  subject: z.object({ type: z.string(), id: z.string() }),
  /** What it shows: names the register knew, dates, amounts (halalas), an outcome. */
  details: z.record(z.string(), z.unknown()),
  /** The dashboard page it is about; null when there is none (an export's file). */
  href: z.nullable(z.string()),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
});
export type NotificationItem = Omit<z.output<typeof notificationSchema>, "details"> & {
  details: NotificationDetails;
};

export const unreadSchema = z.object({ unread: z.number() });
export const markedSchema = z.object({ marked: z.number() });
export const sweptSchema = z.object({ people: z.number(), added: z.number() });
