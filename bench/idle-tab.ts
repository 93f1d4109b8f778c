import { setTimeout as sleep } from "node:timers/promises";

import { type BenchContext, type Details, ownDashboard, round } from "./context";
import { treeCpuMs } from "./proc";
import { dashboardSession } from "./session";

// What an idle open tab costs the dashboard: each tab holds one notifications event stream
// (lib/notifications/stream.ts) and makes no request while nothing changes. A dashboard of the
// group's own (PGlite) is watched for a window with no tab open, then for the same window with
// TABS streams open as browsers hold them (a signed-in manager's cookie, same-origin); the CPU
// difference per tab, and the requests and bytes each tab caused in the window, per minute.

const TABS = 20;

type Tab = { requests: number; bytes: number; events: number; stop: AbortController };

async function openTab(url: string, cookie: string): Promise<Tab> {
  const tab: Tab = { requests: 0, bytes: 0, events: 0, stop: new AbortController() };
  let first: () => void;
  const ready = new Promise<void>((resolve) => (first = resolve));
  const connect = async () => {
    // EventSource reconnects after a dropped stream: so does this, counting each request.
    while (!tab.stop.signal.aborted) {
      tab.requests++;
      try {
        const res = await fetch(`${url}/api/notifications/stream`, {
          headers: { cookie, accept: "text/event-stream", "sec-fetch-site": "same-origin" },
          signal: tab.stop.signal,
        });
        if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
        const decoder = new TextDecoder();
        const reader = res.body.getReader();
        for (;;) {
          const { value: chunk, done } = await reader.read();
          if (done) break;
          const text = decoder.decode(chunk, { stream: true });
          tab.bytes += chunk.byteLength;
          if (text.includes("event: unread")) {
            tab.events++;
            first();
          }
        }
      } catch (error) {
        if (tab.stop.signal.aborted) return;
        console.warn(`idle tab: ${String(error)}`);
      }
      await sleep(5_000);
    }
  };
  void connect();
  await ready;
  return tab;
}

export async function measureIdleTab(ctx: BenchContext, details: Details) {
  const windowMs = ctx.quick ? 20_000 : 120_000;
  const dashboard = await ownDashboard(ctx, "idle-dashboard");
  try {
    const session = await dashboardSession(dashboard.url, "manager");
    // The first stream of the day sweeps (sweep.ts): opened and closed before measuring.
    (await openTab(dashboard.url, session.cookie)).stop.abort();
    await sleep(2_000);
    const before = treeCpuMs(dashboard.pid);
    await sleep(windowMs);
    const baseline = treeCpuMs(dashboard.pid) - before;

    const tabs = await Promise.all(
      Array.from({ length: TABS }, () => openTab(dashboard.url, session.cookie)),
    );
    const opened = tabs.map((t) => ({ requests: t.requests, bytes: t.bytes, events: t.events }));
    const start = treeCpuMs(dashboard.pid);
    await sleep(windowMs);
    const withTabs = treeCpuMs(dashboard.pid) - start;
    for (const tab of tabs) tab.stop.abort();

    const perMinute = 60_000 / windowMs;
    const sum = (pick: (t: Tab, i: number) => number) =>
      tabs.reduce((s, t, i) => s + pick(t, i), 0);
    const requests = sum((t, i) => t.requests - opened[i]!.requests);
    const bytes = sum((t, i) => t.bytes - opened[i]!.bytes);
    const cpuPerTab = Math.max(0, withTabs - baseline) / TABS;
    ctx.results.idle.tab_requests_per_minute = round((requests / TABS) * perMinute);
    ctx.results.idle.tab_cpu_ms_per_minute = round(cpuPerTab * perMinute);
    details.push(
      `A dashboard of its own (PGlite, the demo's manager signed in over HTTP), watched for`,
      `${windowMs / 1000} s with no tab open, then for ${windowMs / 1000} s with ${TABS} event`,
      "streams open (`GET /api/notifications/stream`, as the bell's EventSource holds it) and",
      "nothing happening. CPU from `/proc/<pid>/stat` of the dashboard's process tree.",
      "",
      `- CPU in the window: ${round(baseline)} ms without tabs, ${round(withTabs)} ms with ${TABS}`,
      `- per idle tab and minute: ${ctx.results.idle.tab_cpu_ms_per_minute} ms CPU, ${ctx.results.idle.tab_requests_per_minute} requests, ${round(((bytes / TABS) * perMinute) / 1)} bytes (heartbeat comments)`,
      "- the database is not read while nothing changes; the session is read again once a minute",
    );
  } finally {
    await dashboard.stop();
  }
}
