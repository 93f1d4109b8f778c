import "server-only";

import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { getDb } from "@/lib/db";
import type { ResponseArgs } from "@/lib/http/handler";
import { apiError, json, listBody } from "@/lib/http/responses";
import { paths } from "@/lib/paths";
import { todayInRiyadh } from "@/lib/rental/dates";
import { msg } from "@/lib/rental/messages";

import { publish } from "./hub";
import { notificationHub } from "./instance";
import { KIND_PERMISSIONS, NOTIFICATION_KINDS, type NotificationKind } from "./kinds";
import type {
  NotificationItem,
  NotificationOrder,
  NotificationSettings,
  NotificationSettingsInput,
} from "./schemas";
import { saveSettings, settingsOf, type PersonSettings } from "./settings";
import { listNotifications, markAllRead, markRead, unreadCount } from "./store";
import { sweepEveryone } from "./sweep";
import type { NotificationRow } from "./tables";

// What /api/notifications does. Each person reads and marks only their own rows (every query
// names them: someone else's id answers 404, as one that does not exist). A change of read state
// is published too, so the person's other tabs update their count.

/** The page an item is about. */
function hrefOf(row: NotificationRow): string | null {
  const d = row.details;
  switch (d.kind) {
    case "deed_sync":
      return paths.syncRun(d.runId);
    case "export":
      return null;
    default:
      return paths.contract(d.contractId);
  }
}

export function present(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    subject: { type: row.subjectType, id: row.subjectId },
    details: row.details,
    href: hrefOf(row),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** The kinds this role is told of. */
export const kindsFor = (user: Pick<SessionUser, "role">) =>
  NOTIFICATION_KINDS.filter((kind) => can(user.role, KIND_PERMISSIONS[kind]));

function settingsAnswer(user: SessionUser, settings: PersonSettings): NotificationSettings {
  return { ...settings, kinds: kindsFor(user) };
}

const notFound = () => apiError(404, "NOT_FOUND", msg("apiErrors.notificationNotFound"));

type ListQuery = { page: number; pageSize: number; order: NotificationOrder };

/** A page of one's notifications, as the route answers it (and the page's first view reads it). */
export async function notificationListBody(user: SessionUser, query: ListQuery) {
  const { rows, total } = await listNotifications(await getDb(), user.id, query);
  return listBody(rows.map(present), { ...query, total });
}

export async function listNotificationsResponse({
  user,
  query,
}: ResponseArgs<undefined, ListQuery>) {
  return json(await notificationListBody(user, query));
}

export async function unreadNotificationsResponse({ user }: ResponseArgs) {
  return json({ data: { unread: await unreadCount(await getDb(), user.id) }, meta: {} });
}

export async function markNotificationReadResponse({ user, params }: ResponseArgs<{ id: number }>) {
  const db = await getDb();
  const row = await markRead(db, user.id, params.id);
  if (!row) return notFound();
  await publish(db, notificationHub(), [user.id]);
  return json({ data: present(row), meta: {} });
}

export async function markAllNotificationsReadResponse({ user }: ResponseArgs) {
  const db = await getDb();
  const marked = await markAllRead(db, user.id);
  if (marked) await publish(db, notificationHub(), [user.id]);
  return json({ data: { marked }, meta: {} });
}

/** One's notification settings, as the route answers them. */
export async function notificationSettingsBody(user: SessionUser) {
  const { sweptOn: _, ...settings } = await settingsOf(await getDb(), user.id);
  return { data: settingsAnswer(user, settings), meta: {} };
}

export async function getNotificationSettingsResponse({ user }: ResponseArgs) {
  return json(await notificationSettingsBody(user));
}

export async function updateNotificationSettingsResponse({
  user,
  body,
}: ResponseArgs<undefined, undefined, NotificationSettingsInput>) {
  const saved = await saveSettings(await getDb(), user.id, body);
  return json({ data: settingsAnswer(user, saved), meta: {} });
}

export async function sweepNotificationsResponse(_: ResponseArgs) {
  const result = await sweepEveryone(await getDb(), notificationHub(), todayInRiyadh());
  return json({ data: result, meta: {} });
}
