"use client";

import { Bell } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { Link } from "@/components/ui/link";
import { useFormat } from "@/components/ui/use-format";
import { NOTIFICATION_ROUTES } from "@/lib/notifications/routes";

import { NOTIFICATIONS_CHANGED } from "./changed-event";

// The top bar's bell: the unread count, kept by the notifications' event stream (lib/notifications/
// stream.ts) while the tab is open. It is on every page, so it holds no more than an EventSource
// and a number: no query library call, no schema. EventSource reconnects by itself after a
// dropped connection (the stream's `retry`); after an error answer (a restart behind the load
// balancer) it gives up, so the bell opens it again, waiting longer each time (at most a minute).
// Each change is also told to the page (changed-event.ts): the notifications page refreshes.

const STREAM = NOTIFICATION_ROUTES.notificationStream.path;
const MAX_WAIT_MS = 60_000;

export function NotificationBell({ href }: { href: string }) {
  const t = useTranslations("layout");
  // The count in the person's digits, without an ICU plural: the bell is on every page, and a
  // plural's `#` would build Intl formatters on each first load (e2e/first-load-intl.spec.ts).
  const format = useFormat();
  const [unread, setUnread] = useState<number | null>(null);

  useEffect(() => {
    let source: EventSource | null = null;
    let told = false;
    let wait = 2_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(STREAM);
      source.addEventListener("unread", (event) => {
        wait = 2_000;
        const data = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
        setUnread(data.unread);
        // The page's first event tells what the page was just rendered with: only later ones
        // (changes, and the state after a reconnect) are news to it. Refreshing on the first
        // would refetch the notifications page's list at once, and with it load the answer
        // check on its first view (bench bundle group: 199 kB instead of 155).
        if (told) window.dispatchEvent(new CustomEvent(NOTIFICATIONS_CHANGED, { detail: data }));
        told = true;
      });
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return; // it reconnects by itself
        timer = setTimeout(open, wait);
        wait = Math.min(wait * 2, MAX_WAIT_MS);
      };
    };
    open();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, []);

  const count = unread ?? 0;
  return (
    <Link
      href={href}
      aria-label={
        count > 0
          ? t("notificationBellUnread", { count: format.digits(count) })
          : t("notificationBell")
      }
      className="relative inline-flex size-9 items-center justify-center rounded-md hover:bg-muted"
    >
      <Bell aria-hidden className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden
          data-testid="notification-count"
          className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs leading-5 font-medium text-destructive-fg"
        >
          {format.digits(count > 99 ? "99+" : count)}
        </span>
      ) : null}
    </Link>
  );
}
