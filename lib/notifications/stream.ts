import "server-only";

import { getSessionClaim } from "@/lib/auth/session";
import { loadSession } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db";
import type { DashboardDb } from "@/lib/db/database";
import type { ResponseArgs } from "@/lib/http/handler";
import { describeError } from "@/lib/observability/redact";
import { logger } from "@/lib/observability/logger";
import { todayInRiyadh } from "@/lib/rental/dates";

import { present } from "./handlers";
import type { Hub } from "./hub";
import { closingSignal, notificationHub } from "./instance";
import { newestUnread, unreadCount } from "./store";
import { sweepIfDue } from "./sweep";

// GET /api/notifications/stream: server-sent events for one open tab. An `unread` event (the
// count and the three newest unread items) at once and whenever the person's notifications
// change on any instance (hub.ts); nothing else is read while nothing changes.
//
// - A comment line every HEARTBEAT_MS: HAProxy (deploy/haproxy.cfg, `timeout server 30s` and
//   `timeout client 30s`, which for a response still streaming are idle timeouts) would close a
//   stream silent for 30 s; and a proxy's or browser's dead connection shows up on a write.
// - Every SESSION_CHECK_MS the session is read again (the same read as every request): signed
//   out, ended elsewhere, idle too long or disabled, the stream ends, and the browser's
//   reconnect is answered 401, which EventSource does not retry.
// - Shutdown ends every stream first (instance.ts), and the browser reconnects to another
//   instance after `retry`.
// - The first stream of a person's day makes their time-based items if the daily job has not
//   (sweep.ts): that is "opening the dashboard".

export const HEARTBEAT_MS = 15_000;
export const SESSION_CHECK_MS = 60_000;
/** How long the browser waits before reconnecting (EventSource's `retry`). */
export const RETRY_MS = 5_000;
/** Changes within this long are told in one event. */
const GATHER_MS = 100;

export type StreamDeps = {
  db: DashboardDb;
  hub: Hub;
  userId: string;
  /** Whether the session still works. */
  alive: () => Promise<boolean>;
  signals: AbortSignal[];
  heartbeatMs?: number;
  sessionCheckMs?: number;
};

/** The event stream itself (tests call it without a request). */
export function notificationEvents(deps: StreamDeps): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const cleanup: (() => void)[] = [];
  let closed = false;
  let out: ReadableStreamDefaultController<Uint8Array>;
  const close = () => {
    if (closed) return;
    closed = true;
    for (const undo of cleanup.splice(0)) undo();
    try {
      out.close();
    } catch {
      // already closed or errored by the reader
    }
  };
  const write = (text: string) => {
    if (closed) return;
    try {
      out.enqueue(encoder.encode(text));
    } catch {
      close();
    }
  };
  const tell = async () => {
    const [unread, newest] = await Promise.all([
      unreadCount(deps.db, deps.userId),
      newestUnread(deps.db, deps.userId, 3),
    ]);
    write(`event: unread\ndata: ${JSON.stringify({ unread, items: newest.map(present) })}\n\n`);
  };
  let gathering: ReturnType<typeof setTimeout> | null = null;
  const changed = () => {
    gathering ??= setTimeout(() => {
      gathering = null;
      tell().catch(failed);
    }, GATHER_MS);
  };
  const failed = (error: unknown) => {
    logger().warn({ err: describeError(error) }, "notifications: stream failed");
    close();
  };

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      out = controller;
      // First, so that a stream ended at once (shutdown) still tells the browser when to retry.
      write(`retry: ${RETRY_MS}\n\n`);
      for (const signal of deps.signals) {
        if (signal.aborted) return close();
        signal.addEventListener("abort", close, { once: true });
        cleanup.push(() => signal.removeEventListener("abort", close));
      }
      let beats = 0;
      const perCheck = Math.max(
        1,
        Math.round((deps.sessionCheckMs ?? SESSION_CHECK_MS) / (deps.heartbeatMs ?? HEARTBEAT_MS)),
      );
      const heartbeat = setInterval(() => {
        write(": keep-alive\n\n");
        if (++beats % perCheck === 0) deps.alive().then((alive) => alive || close(), failed);
      }, deps.heartbeatMs ?? HEARTBEAT_MS);
      cleanup.push(() => clearInterval(heartbeat));
      cleanup.push(() => gathering && clearTimeout(gathering));
      try {
        const unsubscribe = await deps.hub.subscribe(deps.userId, changed);
        cleanup.push(unsubscribe);
        if (closed) unsubscribe();
        await tell();
      } catch (error) {
        failed(error);
      }
    },
    cancel: close,
  });
}

export async function notificationStreamResponse({ req, user }: ResponseArgs) {
  const db = await getDb();
  const hub = notificationHub();
  const claim = await getSessionClaim();
  sweepIfDue(db, hub, user, todayInRiyadh()).catch((error: unknown) =>
    logger().warn({ err: describeError(error) }, "notifications: the sweep on open failed"),
  );
  const body = notificationEvents({
    db,
    hub,
    userId: user.id,
    alive: async () => {
      const { user: row } = await loadSession(db, claim, []);
      return !!row && !row.disabled && row.id === user.id;
    },
    signals: [req.signal, closingSignal()],
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      // Proxies that buffer (nginx) pass each event on at once.
      "x-accel-buffering": "no",
    },
  });
}
