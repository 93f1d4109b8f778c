"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/components/ui/link";
import { QueryError } from "@/components/ui/query-error";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { useFormat } from "@/components/ui/use-format";
import {
  notificationKeys,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
} from "@/lib/notifications/queries";
import type { NotificationItem, NotificationOrder } from "@/lib/notifications/schemas";

import { NOTIFICATIONS_CHANGED } from "./changed-event";
import { useNotificationText } from "./use-notification-text";

// /notifications: one's items, unread first or newest first, a page at a time. Each item links to
// what it is about and can be marked read; a change told by the bell's stream refreshes the list.

export function NotificationList() {
  const t = useTranslations("notifications");
  const [order, setOrder] = useState<NotificationOrder>("unread");
  const [page, setPage] = useState(1);
  const query = useNotifications(order, page);
  const markAll = useMarkAllRead();
  const client = useQueryClient();

  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.all });
    window.addEventListener(NOTIFICATIONS_CHANGED, refresh);
    return () => window.removeEventListener(NOTIFICATIONS_CHANGED, refresh);
  }, [client]);

  const items = query.data?.data ?? [];
  const pages = query.data?.meta.pagination.pageCount ?? 1;
  return (
    <section aria-labelledby="notification-list-heading" className="grid gap-4">
      <h2 id="notification-list-heading" className="sr-only">
        {t("title")}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm">
          {t("order.label")}
          <Select
            value={order}
            onChange={(e) => {
              setOrder(e.target.value as NotificationOrder);
              setPage(1);
            }}
          >
            <option value="unread">{t("order.unread")}</option>
            <option value="newest">{t("order.newest")}</option>
          </Select>
        </label>
        <Button
          variant="outline"
          size="sm"
          className="ms-auto"
          disabled={markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: (answer) => toast.success(t("markedAll", { count: answer.data.marked })),
            })
          }
        >
          {t("markAllRead")}
        </Button>
      </div>
      {query.isPending ? (
        <div role="status" aria-label={t("loading")} className="grid gap-2">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-16" />
          ))}
        </div>
      ) : query.isError ? (
        <QueryError query={query} />
      ) : items.length === 0 ? (
        <EmptyState title={t("empty")} />
      ) : (
        <ul className="grid gap-2" aria-busy={query.isFetching}>
          {items.map((item) => (
            <Item key={item.id} item={item} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav
          className="flex items-center justify-center gap-2"
          aria-label={t("pageOf", { page, pages })}
        >
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t("previous")}
          </Button>
          <span className="text-sm">{t("pageOf", { page, pages })}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t("next")}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function Item({ item }: { item: NotificationItem }) {
  const t = useTranslations("notifications");
  const text = useNotificationText()(item);
  const format = useFormat();
  const markRead = useMarkRead();
  const unread = item.readAt === null;
  const when = format.dateTime(item.createdAt)?.primary;
  return (
    <li
      className={`flex flex-wrap items-center gap-3 rounded-md border border-border p-3 ${unread ? "bg-card" : "bg-background"}`}
    >
      <div className="min-w-0 flex-1">
        <p className={unread ? "font-medium" : undefined}>
          {unread ? (
            <Badge variant="primary" className="me-2">
              {t("unreadBadge")}
            </Badge>
          ) : null}
          {item.href ? (
            <Link
              href={item.href}
              className="underline-offset-4 hover:underline"
              onClick={() => unread && markRead.mutate(item.id)}
            >
              {text}
            </Link>
          ) : (
            text
          )}
        </p>
        <p className="text-xs text-muted-fg">{when}</p>
      </div>
      {unread ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(item.id)}
          aria-label={`${t("markRead")}: ${text}`}
        >
          {t("markRead")}
        </Button>
      ) : null}
    </li>
  );
}
