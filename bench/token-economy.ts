import type { Page, Request } from "@playwright/test";

import { launchChromium } from "./browser";
import { cannon } from "./cannon";
import { type BenchContext, type Details, ownDashboard } from "./context";
import { treeCpuMs } from "./proc";
import { browserCookies, dashboardSession, resetServiceStats, serviceStats } from "./session";

// Upstream economy, counted where it happens: at the rental service (/__stats counts every
// request it receives).

/** A fresh dashboard (empty token cache) gets 200 concurrent requests: how many tokens? */
export async function measureColdToken(ctx: BenchContext, details: Details) {
  const dashboard = await ownDashboard(ctx, "cold-dashboard");
  try {
    const session = await dashboardSession(dashboard.url, "manager");
    await resetServiceStats(ctx.service.url);
    const result = await cannon({
      url: `${dashboard.url}/api/v1/properties`,
      headers: { cookie: session.cookie },
      connections: 200,
      amount: 200,
    });
    const stats = await serviceStats(ctx.service.url);
    ctx.results.token.requests_for_200_cold = stats.tokenRequests;
    details.push(
      "A second dashboard, started for this and never used before (its token cache empty), signed",
      "in over HTTP as the manager (sign-in does not call upstream), then 200 concurrent",
      "`GET /api/v1/properties` (autocannon, 200 connections, 200 requests). Counted at the",
      "rental service:",
      "",
      `- token requests: ${stats.tokenRequests}`,
      `- business requests: ${JSON.stringify(stats.requests)}`,
      `- answers to the 200: ${JSON.stringify(result.statuses)}, socket errors ${result.errors}`,
    );
  } finally {
    await dashboard.stop();
  }
}

const settle = (page: Page) => page.waitForLoadState("networkidle");

/** What the browser asked the dashboard for, static files aside. */
type Asked = { document: number; prefetch: number; rsc: number; api: number };

function classify(request: Request, asked: Asked) {
  const { pathname } = new URL(request.url());
  if (pathname.startsWith("/_next/static/") || pathname === "/icon.svg") return;
  const headers = request.headers();
  if (request.resourceType() === "document") asked.document++;
  else if (headers["next-router-prefetch"]) asked.prefetch++;
  else if (headers.rsc) asked.rsc++;
  else if (pathname.startsWith("/api/")) asked.api++;
}

/**
 * A person's walk in Chromium: which upstream calls does it repeat, and what does it cost the
 * dashboard (requests the browser sends it, and the server's CPU time)?
 */
export async function measureEconomy(ctx: BenchContext, details: Details) {
  const browser = await launchChromium(ctx.chromePath);
  try {
    const context = await browser.newContext({ baseURL: ctx.dashboard.url });
    await context.addCookies(browserCookies(ctx.manager, ctx.dashboard.url));
    const page = await context.newPage();
    const origin = new URL(ctx.dashboard.url).origin;
    let asked: Asked = { document: 0, prefetch: 0, rsc: 0, api: 0 };
    page.on("request", (request) => {
      if (request.url().startsWith(origin)) classify(request, asked);
    });
    await resetServiceStats(ctx.service.url);
    const steps: [string, () => Promise<unknown>][] = [
      ["open /properties", () => page.goto("/properties")],
      ["click the first property", () => clickThrough(page, 'a[href^="/properties/"]')],
      ["click its first unit", () => clickThrough(page, 'a[href^="/units/"]')],
      ["back to the property", () => page.goBack()],
    ];
    // A rehearsal first, so that the dashboard's code is warm (a just-started server spends
    // a second of CPU compiling on its first page) and the counted walk is a person's on a
    // running server: the token and the regions are already held then.
    for (const [, act] of steps) await act().then(() => settle(page));
    await resetServiceStats(ctx.service.url);
    const totals = new Map<string, number>();
    let walkRequests = 0;
    let walkCpuMs = 0;
    const lines = [
      "| step | at | upstream calls (method path: count) | asked of the dashboard | its CPU |",
      "| --- | --- | --- | --- | ---: |",
    ];
    for (const [label, act] of steps) {
      asked = { document: 0, prefetch: 0, rsc: 0, api: 0 };
      const cpu0 = treeCpuMs(ctx.dashboard.pid);
      await act();
      await settle(page);
      const cpuMs = treeCpuMs(ctx.dashboard.pid) - cpu0;
      const { requests } = await serviceStats(ctx.service.url);
      await resetServiceStats(ctx.service.url);
      for (const [key, count] of Object.entries(requests))
        totals.set(key, (totals.get(key) ?? 0) + count);
      walkRequests += asked.document + asked.prefetch + asked.rsc + asked.api;
      walkCpuMs += cpuMs;
      const calls = Object.entries(requests).map(([k, n]) => `${k}: ${n}`);
      const kinds = Object.entries(asked).map(([k, n]) => `${k} ${n}`);
      lines.push(
        `| ${label} | ${new URL(page.url()).pathname} | ${calls.join("; ") || "none"} | ${kinds.join(", ")} | ${cpuMs.toFixed(0)} ms |`,
      );
    }
    const repeated = [...totals].filter(([, n]) => n > 1);
    ctx.results.economy.repeat_fetches = repeated.reduce((sum, [, n]) => sum + n - 1, 0);
    ctx.results.economy.walk_dashboard_requests = walkRequests;
    ctx.results.economy.walk_dashboard_cpu_ms = Math.round(walkCpuMs);
    details.push(
      "Chromium (Playwright), signed in as the manager: list → property → unit → back → property,",
      "once to warm the server, then counted, each step waiting for the network to go quiet.",
      "Upstream calls counted at the rental service per step (method and path; the service's",
      "counters leave out query strings). A repeat is every call of a method and path beyond its",
      "first within the walk. What the browser asked of the dashboard, static files aside: full",
      "page loads, link prefetches, client navigations (RSC) and API calls; the dashboard's CPU",
      "time per step from /proc (10 ms ticks).",
      "",
      ...lines,
      "",
      repeated.length
        ? `Repeated: ${repeated.map(([k, n]) => `${k} ×${n}`).join("; ")}.`
        : "No upstream call was repeated.",
    );
  } finally {
    await browser.close();
  }
}

async function clickThrough(page: Page, selector: string) {
  const link = page.locator(`main ${selector}`).first();
  const href = await link.getAttribute("href");
  await link.click();
  await page.waitForURL((url) => href !== null && url.pathname === href.split("?")[0]);
}
